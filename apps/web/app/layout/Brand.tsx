import { symbolPaths, wordmarkBox, wordmarkPaths } from '@alento/content';
import * as styles from './Brand.css.ts';

/**
 * The mark: the symbol (a sun rising over two hills in a ring) and the ALENTO wordmark, drawn as
 * strokes in the current colour. The link around it carries the accessible name.
 */
export function Brand({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <span className={styles.brand[tone]} aria-hidden="true">
      <svg className={styles.symbol} viewBox="0 0 48 48" width="40" height="40" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
          <path d={symbolPaths.ring} />
          <path d={symbolPaths.sun} className={styles.sun} stroke="none" />
          <path d={symbolPaths.farHill} />
          <path d={symbolPaths.nearHill} />
        </g>
      </svg>
      <svg
        className={styles.wordmark}
        viewBox={`-2 -2 ${wordmarkBox.width + 4} ${wordmarkBox.height + 4}`}
        width="113"
        height="22"
        focusable="false"
      >
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth={wordmarkBox.stroke}
          strokeLinecap="square"
        >
          {wordmarkPaths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </svg>
    </span>
  );
}
