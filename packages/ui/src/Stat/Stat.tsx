import type { ReactNode } from 'react';
import * as styles from './Stat.css.ts';

export interface StatProps {
  /** The figure as it should be read, e.g. "240" or "12 h". */
  value: ReactNode;
  /** What the figure counts. */
  label: ReactNode;
  detail?: ReactNode;
}

/**
 * A figure with its label. The label comes first in the markup so a screen reader says
 * "Hectares of land, 240" in one breath; CSS shows the figure on top.
 */
export function Stat({ value, label, detail }: StatProps) {
  return (
    <div className={styles.stat}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  );
}

export interface StatStripProps {
  items: readonly (StatProps & { key?: string })[];
  tone?: 'default' | 'inverse';
  'aria-label'?: string;
}

/** A row of figures: two columns on phones, all in one row on large screens. */
export function StatStrip({ items, tone = 'default', ...aria }: StatStripProps) {
  return (
    <ul
      role="list"
      className={styles.strip}
      data-tone={tone}
      data-count={Math.min(items.length, 6)}
      {...aria}
    >
      {items.map(({ key, ...item }, index) => (
        <li key={key ?? index} className={styles.stripItem}>
          <Stat {...item} />
        </li>
      ))}
    </ul>
  );
}
