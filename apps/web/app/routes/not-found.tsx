import { homePath, notFound } from '@alento/content';
import { ButtonLink } from '@alento/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMeta } from '../lib/meta.ts';
import * as styles from './not-found.css.ts';

export const meta = () => notFoundMeta;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec §2: the missing path is logged, so broken inbound links show up in the console.
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-heading" className={styles.heading}>
        {notFound.heading}
      </h1>
      <p className={styles.message}>{notFound.message}</p>
      <div>
        <ButtonLink href={homePath}>{notFound.homeLink}</ButtonLink>
      </div>
    </section>
  );
}
