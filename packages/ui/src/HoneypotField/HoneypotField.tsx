import type { Ref } from 'react';
import * as styles from './HoneypotField.css.ts';

export interface HoneypotFieldProps {
  /** The field's name, one that programs which fill every field look for. */
  name?: string;
  /** Its label, read only by such programs: people never see or hear it. */
  label?: string;
  /** Reaches the `<input>`, whose value the form reads when it is submitted. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A bot trap: a field people never see, reach by keyboard or hear, which programs that fill every
 * field do fill, so whatever arrives with it filled can be dropped quietly. Its default name and
 * label are the bait such programs look for, not words a guest reads.
 */
export function HoneypotField({ name = 'website', label = 'Website', ref }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypotField} aria-hidden="true">
      <label>
        {label}
        <input ref={ref} name={name} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
