import { routeFor } from '@alento/content';
import * as styles from './PendingPage.css.ts';

/**
 * A page whose content has not been composed yet: its heading and its one-line summary from the
 * route table, and nothing invented.
 */
export function PendingPage({ path }: { path: string }) {
  const route = routeFor(path);
  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {route.heading}
      </h1>
      <p className={styles.lede}>{route.description}</p>
    </section>
  );
}
