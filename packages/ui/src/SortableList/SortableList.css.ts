import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** How far a row is drawn from its place while a pointer drags: the pointer's path or a gap. */
export const offset = createVar();

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  vars: { [offset]: '0px' },
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  transform: `translateY(${offset})`,
  selectors: {
    '&[data-state="lifted"]': {
      zIndex: 1,
      borderColor: vars.color.brand,
      boxShadow: vars.shadow.medium,
    },
  },
  '@media': {
    // Rows move aside smoothly while a pointer drags; the row under the pointer never lags it,
    // and the drop itself is never animated (the rows are already where they land).
    ['(prefers-reduced-motion: no-preference)']: {
      selectors: {
        [`${list}[data-dragging] > &:not([data-state="lifted"])`]: {
          transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const content = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.targetSize.standard,
  height: vars.targetSize.standard,
  padding: 0,
  borderRadius: vars.radius.small,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.border },
  },
});

/** Only the handle stops the browser's own panning, so a finger elsewhere still scrolls the page. */
export const handle = style([
  control,
  {
    touchAction: 'none',
    cursor: 'grab',
    color: vars.color.textMuted,
    selectors: {
      '[data-state="lifted"] > &': {
        cursor: 'grabbing',
        color: vars.color.onBrand,
        background: vars.color.brand,
      },
    },
  },
]);

export const moveButton = control;

export const moves = style({ display: 'flex', flexShrink: 0 });

export const glyph = style({
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
  flexShrink: 0,
});
