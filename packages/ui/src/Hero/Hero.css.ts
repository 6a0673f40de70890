import { globalStyle, style } from '@vanilla-extract/css';
import { whileArriving } from '../internal/whileArriving.ts';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  selectors: {
    '&[data-layout="overlay"]': {
      minHeight: 'min(88svh, 48rem)',
      alignItems: 'end',
      color: vars.color.onInverse,
      background: vars.color.inverse,
    },
    '&[data-layout="plain"]': { background: vars.color.surfaceMuted },
  },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
});

globalStyle(`${backdrop} img, ${backdrop} svg, ${backdrop} picture, ${backdrop} video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/*
 * The scrim darkens the whole picture once and the text side twice, so light text stays
 * legible even over a white sky, whatever picture a page supplies.
 */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to top, ${vars.color.scrim} 0%, ${vars.color.scrim} 45%, transparent 85%), ${vars.color.scrim}`,
});

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  selectors: {
    '[data-layout="split"] &': {
      '@media': { [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
    },
  },
});

/*
 * Chromium paints a page whose HTML has arrived only in part. The overlay's text stands on the
 * picture's foot and the split's is centred beside the picture, so every line arriving would move
 * the lines above it: until the hero's last element is parsed, its picture shows and its text
 * waits, then appears whole where it stays. A hero rendered at once (by script, or from HTML that
 * arrived in one piece) never matches this.
 */
globalStyle(`${hero}:not([data-layout="plain"]) > ${whileArriving(inner)}`, {
  visibility: 'hidden',
});

export const content = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '44rem',
  selectors: {
    '[data-align="center"] &': {
      marginInline: 'auto',
      textAlign: 'center',
      justifyItems: 'center',
    },
  },
});

export const eyebrow = style({
  color: vars.color.brand,
  selectors: { '[data-layout="overlay"] &': { color: vars.color.onInverse } },
});

export const heading = style({
  fontSize: vars.fontSize.hero,
  lineHeight: vars.lineHeight.tight,
});

export const lede = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
  maxWidth: vars.layout.proseWidth,
  selectors: { '[data-layout="overlay"] &': { color: vars.color.onInverse } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
  selectors: { '[data-align="center"] &': { justifyContent: 'center' } },
});

export const splitMedia = style({
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  aspectRatio: '4 / 3',
  background: vars.color.surface,
});

globalStyle(`${splitMedia} img, ${splitMedia} svg, ${splitMedia} picture, ${splitMedia} video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
