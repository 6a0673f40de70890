import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** The share of the time gone, from 0 to 1. */
export const progress = createVar();

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `background-color ${vars.motion.slow}, border-color ${vars.motion.slow}`,
  selectors: {
    '&[data-state="done"]': {
      background: vars.color.positiveSurface,
      borderColor: vars.color.positive,
    },
  },
});

const breathe = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const figure = style({
  margin: 0,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.letterSpacing.heading,
  selectors: {
    [`${root}[data-state="done"] &`]: { color: vars.color.positive },
    [`${root}[data-state="idle"] &, ${root}[data-state="paused"] &`]: {
      color: vars.color.textMuted,
    },
  },
  '@media': {
    // A few slow breaths when the time is up, for those who allow motion; then it rests.
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        [`${root}[data-state="done"] &`]: {
          animation: `${breathe} 2s ${vars.motion.easing} 3`,
        },
      },
    },
  },
});

export const track = style({
  width: '100%',
  height: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const fill = style({
  height: '100%',
  background: vars.color.brand,
  transform: `scaleX(${progress})`,
  transformOrigin: 'left center',
  selectors: {
    [`${root}[data-state="done"] &`]: { background: vars.color.positive },
  },
  '@media': {
    // Glides between the once-a-second readings instead of jumping.
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        [`${root}[data-state="running"] &`]: { transition: 'transform 1s linear' },
      },
    },
  },
});

export const doneText = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.large} * ${vars.lineHeight.body})`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.positive,
  textAlign: 'center',
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
