import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.ts';
import { vars } from '../themes/contract.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'block',
  color: vars.color.text,
  selectors: {
    // A chevron drawn with borders in the text colour, so every theme (and forced colours)
    // draws it without an image.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: vars.space.medium,
      top: '50%',
      width: '0.55em',
      height: '0.55em',
      borderInlineEnd: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.medium} * 2.5)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);
