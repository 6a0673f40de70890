import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--grid-columns, 1), minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
});

export const gap = styleVariants({
  small: { gap: vars.space.medium },
  medium: { gap: vars.space.large },
  large: { gap: vars.space.xlarge },
});

/*
 * Column counts come from a short fixed list, so each is a rule here, picked by a data attribute
 * per breakpoint, like any option (style attributes are for values from data). Each breakpoint
 * overrides the one below it.
 */
for (const count of gridColumnCounts) {
  globalStyle(`${grid}[data-columns-base="${count}"]`, { vars: { '--grid-columns': `${count}` } });
  globalStyle(`${grid}[data-columns-medium="${count}"]`, {
    '@media': { [mq.medium]: { vars: { '--grid-columns': `${count}` } } },
  });
  globalStyle(`${grid}[data-columns-large="${count}"]`, {
    '@media': { [mq.large]: { vars: { '--grid-columns': `${count}` } } },
  });
  globalStyle(`${grid}[data-columns-wide="${count}"]`, {
    '@media': { [mq.wide]: { vars: { '--grid-columns': `${count}` } } },
  });
}

/** Grid items stretch so cards in one row share a height. */
globalStyle(`${grid} > *`, { minWidth: 0, display: 'grid' });
