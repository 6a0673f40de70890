import { style } from '@vanilla-extract/css';
import {
  choice,
  choiceHint,
  choiceInput,
  choiceLabel,
  choices,
  choiceText,
} from '../Field/Field.css.ts';
import { vars } from '../themes/contract.css.ts';

export const options = choices;

export const option = style([
  choice,
  {
    selectors: {
      // The chosen answer is also bolder: the state shows without relying on the dot's colour.
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    },
  },
]);

export const input = style([choiceInput, { borderRadius: '50%' }]);

export const text = choiceText;

export const label = choiceLabel;

export const optionHint = style([choiceHint, { fontWeight: vars.fontWeight.regular }]);
