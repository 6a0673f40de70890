import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const main = style({
  display: 'block',
  minHeight: '60vh',
  selectors: { '&:focus': { outline: 'none' } },
});

export const errorPage = style({
  maxWidth: vars.layout.proseWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  display: 'grid',
  gap: vars.space.large,
});

export const errorText = style({
  whiteSpace: 'pre-wrap',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});
