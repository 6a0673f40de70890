import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { whileArriving } from '../internal/whileArriving.ts';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const perViewBase = createVar();
export const perViewMedium = createVar();
export const perViewLarge = createVar();
/** Slides shown at the current width: CSS picks it per breakpoint, without script. */
export const perView = createVar();
export const aspectRatio = createVar();

const halfGap = `calc(${vars.space.medium} / 2)`;

export const root = style({
  vars: { [perView]: perViewBase },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mq.medium]: { vars: { [perView]: perViewMedium } },
    [mq.large]: { vars: { [perView]: perViewLarge } },
  },
});

export const viewport = style({
  overflow: 'hidden',
  // Vertical scrolling stays with the browser; horizontal swipes change the slide.
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  marginInline: `calc(-1 * ${halfGap})`,
  transform: `translateX(calc(-100% / ${perView}))`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[data-static="true"]': { transform: 'none' } },
});

// The ring's slide before the first in view stands off screen, where the track's shift puts it.
// It comes last in the markup (at the start, the last slide): until the track's markup is whole,
// an empty box holds its place and the slide waits, so the first slide is in view from the moment
// it arrives and nothing moves when the last one comes.
globalStyle(`${whileArriving(track)}[data-static="false"]::before`, {
  content: '""',
  flex: `0 0 calc(100% / ${perView})`,
  order: 0,
});
globalStyle(`${whileArriving(track)} > [data-ring="before"]`, { display: 'none' });

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingInline: halfGap,
});

export const figure = style({ display: 'grid', gap: vars.space.xsmall });

export const media = style({
  position: 'relative',
  // Reserved before the picture arrives, so nothing below moves while it loads.
  aspectRatio,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

globalStyle(`${media} > *, ${media} img, ${media} picture, ${media} > svg`, {
  width: '100%',
  height: '100%',
});
globalStyle(`${media} img, ${media} > svg`, { objectFit: 'cover' });

export const caption = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// The controls come first, in the reading order as the APG asks and on screen too: below the
// slides they moved down whenever the HTML paused mid-carousel and a later slide grew the row.
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  marginInlineEnd: 'auto',
  paddingInlineStart: vars.space.xxsmall,
});

export { roundControl as control } from '../internal/control.css.ts';

export const rotationSlot = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.targetSize.standard,
  height: vars.targetSize.standard,
  '@media': { [mq.reducedMotion]: { display: 'none' } },
});

/**
 * Previous and next, in two columns of their own size: a slow link that stops the HTML between
 * the two buttons leaves the first where it will stay (pushed right by the status, it moved left
 * the moment its neighbour arrived).
 */
export const stepControls = style({
  display: 'grid',
  gridTemplateColumns: `repeat(2, ${vars.targetSize.standard})`,
  gap: vars.space.xsmall,
  flexShrink: 0,
  selectors: {
    '&[data-small-screens="hidden"]': { display: 'none' },
  },
  '@media': {
    [mq.medium]: {
      selectors: { '&[data-small-screens="hidden"]': { display: 'grid' } },
    },
  },
});
