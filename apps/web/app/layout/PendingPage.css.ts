import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const intro = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  display: 'grid',
  gap: vars.space.medium,
});

export const heading = style({ fontSize: vars.fontSize.h1, maxWidth: '18ch' });

export const lede = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
  maxWidth: vars.layout.proseWidth,
});
