import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
  borderTopWidth: 4,
});

/** The accent is a top rule in the tone's solid colour; the eyebrow repeats it in text. */
export const tone = styleVariants(vars.tone, (swatch) => ({
  borderTopColor: swatch.solid,
  vars: { '--card-accent': swatch.text },
}));

export const noTone = style({ borderTopColor: vars.color.border });

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const aspect = styleVariants({
  wide: { aspectRatio: '16 / 9' },
  landscape: { aspectRatio: '3 / 2' },
  square: { aspectRatio: '1 / 1' },
  portrait: { aspectRatio: '4 / 5' },
});

// Whatever picture part fills the slot, it covers the reserved box, so nothing shifts.
globalStyle(`${media} img, ${media} svg, ${media} picture, ${media} video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  flexGrow: 1,
});

export const eyebrow = style({ color: `var(--card-accent, ${vars.color.brand})` });

export const title = style({ fontSize: vars.fontSize.h3 });

export const subtitle = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  listStyle: 'none',
  padding: 0,
});

globalStyle(`${meta} > li + li::before`, {
  content: '"·"',
  marginInlineEnd: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const text = style({ color: vars.color.textMuted });

export const highlights = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  padding: 0,
  fontSize: vars.fontSize.small,
});

export const highlight = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
});

export const highlightMark = style({
  flexShrink: 0,
  color: `var(--card-accent, ${vars.color.brand})`,
  // Level with the first line of text, however many lines follow.
  marginTop: '0.2em',
});

export const action = style({
  marginTop: 'auto',
  paddingTop: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
