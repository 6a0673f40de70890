import { globalStyle, style } from '@vanilla-extract/css';
import { whileArriving } from '../internal/whileArriving.ts';
import { vars } from '../themes/contract.css.ts';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '&[data-align="center"]': { justifyContent: 'center' } },
});

// A row that wraps finds its lines from its buttons' words: painted before they have all arrived,
// a button would stand at the end of the first line, then drop to the next as its words came. The
// row shows once its markup is whole.
globalStyle(whileArriving(row), { visibility: 'hidden' });
