import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const base = style({
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  transition: `text-decoration-thickness ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const tone = styleVariants({
  brand: [base, { color: vars.color.brand, fontWeight: vars.fontWeight.medium }],
  inherit: [base, { color: 'inherit' }],
});
