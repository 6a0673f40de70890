import type { Ref } from 'react';
import * as styles from './HiddenField.css.ts';

/**
 * A field people never see or reach, which programs that fill every field do fill: the inbox
 * drops, quietly, whatever arrives with it. Its name is the one such programs look for.
 */
export function HiddenField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.hiddenField} aria-hidden="true">
      <label>
        Website
        <input ref={ref} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
