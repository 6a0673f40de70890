import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const page = style({
  maxWidth: vars.layout.proseWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.hero,
  lineHeight: 1,
  color: vars.color.accent,
});

export const heading = style({ fontSize: vars.fontSize.h1 });

export const message = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });
