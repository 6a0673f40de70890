import { createVar, style } from '@vanilla-extract/css';
import { mq } from '../themes/tokens.ts';

export const overscan = createVar();

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
});

export const layer = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  // Taller by the distance it can travel upwards, so its bottom edge never shows.
  bottom: `calc(-100% * ${overscan})`,
  '@media': {
    ['(prefers-reduced-motion: no-preference)']: { willChange: 'transform' },
    [mq.reducedMotion]: { transform: 'none !important' },
  },
});
