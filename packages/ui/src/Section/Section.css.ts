import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const section = style({
  paddingBlock: vars.space.section,
  paddingInline: vars.space.gutter,
  // Anchored sections land below the sticky header.
  scrollMarginTop: vars.layout.headerHeight,
});

export const tone = styleVariants({
  default: {},
  muted: { background: vars.color.surfaceMuted },
  inverse: { background: vars.color.inverse, color: vars.color.onInverse },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  display: 'grid',
  // One column as wide as the section, never wider: a child with a wide least size (a picture's
  // own width, an unbreakable word) is held to the screen instead of pushing the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
});

export const header = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.layout.proseWidth,
  selectors: {
    '[data-align="center"] &': { marginInline: 'auto', textAlign: 'center' },
  },
});

export const eyebrow = style({
  color: vars.color.brand,
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverseMuted } },
});

export const heading = style({ fontSize: vars.fontSize.h2 });

export const intro = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverseMuted } },
});
