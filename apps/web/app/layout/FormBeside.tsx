import type { ReactNode } from 'react';
import * as styles from './FormBeside.css.ts';

/**
 * A form on a raised panel with what a guest needs beside it (contact details, what a request
 * includes): side by side on wide screens, the form first on narrow ones.
 */
export function FormBeside({
  form,
  aside,
  asideLabel,
}: {
  form: ReactNode;
  aside: ReactNode;
  /** Names the aside for screen readers' landmark lists. */
  asideLabel: string;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.formPanel}>{form}</div>
      <aside className={styles.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
