import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.ts';
import { vars } from '../themes/contract.css.ts';

export const textarea = style([
  control,
  {
    resize: 'vertical',
    minHeight: '7.5rem',
  },
]);

export const count = style({
  justifySelf: 'end',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="near-limit"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
    },
  },
});
