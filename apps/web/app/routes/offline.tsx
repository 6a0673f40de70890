import { offlinePage } from '@alento/content';
import { Link } from '@alento/ui';
import offlinePages from 'virtual:alento-offline-pages';
import pageWords from 'virtual:alento-page-words/offline';
import { metaWith } from '../lib/meta.ts';
import * as styles from './offline.css.ts';

const pageMeta = metaWith(pageWords);

/** What the service worker shows for a page it does not keep: never a search result. */
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex' },
];

/**
 * The page a guest's phone shows without a signal for any page it does not keep, with links to
 * the ones it does. The service worker serves it at those pages' addresses as HTML alone
 * (`offline/offline-routing.ts`), so nothing here may need scripts.
 */
export default function OfflinePage() {
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {pageWords.heading}
      </h1>
      <p className={styles.message}>{offlinePage.message}</p>
      <section className={styles.available} aria-labelledby="offline-pages">
        <h2 id="offline-pages" className={styles.availableHeading}>
          {offlinePage.availableHeading}
        </h2>
        <p>{offlinePage.availableIntro}</p>
        <ul className={styles.list}>
          {offlinePages.map((page) => (
            <li key={page.path} className={styles.item}>
              <Link href={page.path}>{page.heading}</Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
