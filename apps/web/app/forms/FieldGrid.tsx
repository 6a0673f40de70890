import type { ReactNode } from 'react';
import * as styles from './formFields.css.ts';

/** A form's fields, two to a row on wider screens; each child is a `FieldCell`. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** One field's place in a `FieldGrid`: half a row, or the whole row when `wide`. */
export function FieldCell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? styles.wide : undefined}>{children}</div>;
}
