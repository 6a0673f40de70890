import { style } from '@vanilla-extract/css';

/** Out of sight and out of reach, but not `display: none`, which such programs skip. */
export const honeypotField = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  left: -10_000,
});
