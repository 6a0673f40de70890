import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '&[data-align="center"]': { justifyContent: 'center' } },
});

/** The row's last child: until the HTML has brought it, the row is still arriving. */
export const end = style({});

// A row that wraps finds its lines from its buttons' words: painted before they have all arrived,
// a button would stand at the end of the first line, then drop to the next as its words came. The
// row shows once its markup is whole.
globalStyle(`${row}:not(:has(> ${end}))`, { visibility: 'hidden' });
