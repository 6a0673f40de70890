import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const root = style({ display: 'block' });

export const grid = style({
  display: 'grid',
  // Two across on a phone, as many as fit from there: thumbnails stay large enough to read.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.medium]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      gap: vars.space.large,
    },
  },
});

export const item = style({ minWidth: 0 });

export const figure = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  // The ring sits outside the rounded picture, where it is not clipped.
  outlineOffset: 3,
});

globalStyle(`${thumbnail} img, ${thumbnail} picture, ${thumbnail} > svg`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

globalStyle(`${thumbnail} img`, {
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
});
globalStyle(`${thumbnail}:hover img`, { transform: 'scale(1.03)' });
globalStyle(`${thumbnail} img`, {
  '@media': { [mq.reducedMotion]: { transition: 'none' } },
});

export const caption = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const dialog = style({
  width: 'min(100vw - 2rem, 72rem)',
  maxWidth: 'none',
  maxHeight: 'calc(100dvh - 2rem)',
  margin: 'auto',
  padding: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[open]': { display: 'grid', gap: vars.space.small },
    '&::backdrop': { background: vars.color.scrim },
  },
  '@media': { [mq.medium]: { padding: vars.space.large } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  minHeight: 0,
});

export const stageMedia = style({
  display: 'flex',
  justifyContent: 'center',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

globalStyle(`${stageMedia} picture`, { display: 'contents' });
globalStyle(`${stageMedia} img, ${stageMedia} > svg`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  // The picture and its caption fit the screen together, whatever its shape.
  maxHeight: 'calc(100dvh - 14rem)',
  objectFit: 'contain',
});

export const stageCaption = style([caption, { fontSize: vars.fontSize.standard }]);

export const steps = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.small,
});

export { roundControl as control } from '../internal/control.css.ts';
