import { Children } from 'react';
import type { ReactNode } from 'react';
import { gap as gapStyle, grid } from './Grid.css.ts';
import type { gridColumnCounts } from './Grid.css.ts';

export type GridColumnCount = (typeof gridColumnCounts)[number];

/** Columns from the smallest screen up; a breakpoint left out keeps the count below it. */
export interface GridColumns {
  base?: GridColumnCount;
  medium?: GridColumnCount;
  large?: GridColumnCount;
  wide?: GridColumnCount;
}

export const gridGaps = ['small', 'medium', 'large'] as const;
export type GridGap = (typeof gridGaps)[number];

export interface GridProps {
  children: ReactNode;
  columns?: GridColumns;
  gap?: GridGap;
  /**
   * `list` renders a list (each child in an item), so a screen reader says how many cards
   * there are; `div` is for layout only.
   */
  as?: 'div' | 'list';
  'aria-label'?: string;
}

/** A responsive grid: one column on phones, more as the screen widens. */
export function Grid({
  children,
  columns = { base: 1, medium: 2, large: 3 },
  gap = 'medium',
  as = 'div',
  ...aria
}: GridProps) {
  const props = {
    className: `${grid} ${gapStyle[gap]}`,
    'data-columns-base': columns.base ?? 1,
    'data-columns-medium': columns.medium,
    'data-columns-large': columns.large,
    'data-columns-wide': columns.wide,
    ...aria,
  };
  if (as === 'list') {
    return (
      // role=list keeps list semantics in Safari, which drops them when list-style is none.
      <ul role="list" {...props}>
        {Children.toArray(children).map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    );
  }
  return <div {...props}>{children}</div>;
}
