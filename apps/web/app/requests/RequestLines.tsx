import type { RequestLine } from '@alento/validation';
import * as styles from './RequestLines.css.ts';

/** A request's answers, label and value, as the summary and a carried choice both list them. */
export function RequestLines({ lines }: { lines: readonly RequestLine[] }) {
  return (
    <dl className={styles.lines}>
      {lines.map((line) => (
        <div key={line.label} className={styles.line}>
          <dt className={styles.term}>{line.label}</dt>
          <dd className={styles.definition}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
