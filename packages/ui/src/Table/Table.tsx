import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Table.css.ts';

export const tableAligns = ['start', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export interface TableColumn {
  /** Names the column's cell in each row's `cells`. */
  readonly key: string;
  readonly label: ReactNode;
  /** `end` lines figures up on their last digit; `start` by default. */
  readonly align?: TableAlign;
  /**
   * Keeps each line of its cells whole, for short figures that must not break ("8-12°C"); a
   * cell still starts a new line where its content has a line break.
   */
  readonly nowrap?: boolean;
}

export interface TableRow {
  /** Unique within the table. */
  readonly key: string;
  /** A cell per column key; a column with no cell here is left empty. */
  readonly cells: Readonly<Record<string, ReactNode>>;
}

export interface TableProps {
  /** Names the table (its `<caption>`), shown above it. */
  caption: ReactNode;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** The column whose cells head their rows (`<th scope="row">`); the first column by default. */
  rowHeader?: string;
}

/**
 * A table of data: a caption, column headers and a header cell per row, so a screen reader says
 * which row and column each cell belongs to. On a narrow screen it scrolls sideways inside a
 * named region that takes keyboard focus, so the arrow keys reach every column.
 */
export function Table({ caption, columns, rows, rowHeader = columns[0]?.key }: TableProps) {
  const captionId = `${useId()}-caption`;
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={styles.columnHeader}
                data-align={column.align ?? 'start'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={styles.row}>
              {columns.map((column) => {
                const align = column.align ?? 'start';
                const nowrap = column.nowrap ? true : undefined;
                return column.key === rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={styles.rowHeader}
                    data-align={align}
                    data-nowrap={nowrap}
                  >
                    {row.cells[column.key]}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={styles.cell}
                    data-align={align}
                    data-nowrap={nowrap}
                  >
                    {row.cells[column.key]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
