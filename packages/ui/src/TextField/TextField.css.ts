import { recipe } from '@vanilla-extract/recipes';
import { control } from '../Field/Field.css.ts';

export const input = recipe({
  base: [control],
  variants: {
    width: {
      full: {},
      // Wide enough for a date or a time with the browser's picker button.
      short: { maxWidth: '14rem' },
    },
  },
  defaultVariants: { width: 'full' },
});
