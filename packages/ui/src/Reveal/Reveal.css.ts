import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

const shown = { opacity: 1, transform: 'none' } as const;

export const reveal = style({
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Only script sets this state, and only on blocks still below the fold (see revealState.ts).
    // Hiding is instant: a block that fades out while hydrating is half-visible text for a moment,
    // unreadable to people and to contrast checkers. Only the way back in is animated.
    '&[data-state="pending"]': {
      opacity: 0,
      transform: `translateY(${vars.space.large})`,
      transitionDuration: '0s',
    },
  },
  '@media': {
    // Belt and braces: a preference switched on after load, or a printout, shows everything.
    [mq.reducedMotion]: { selectors: { '&[data-state="pending"]': shown } },
    print: { selectors: { '&[data-state="pending"]': shown } },
  },
});
