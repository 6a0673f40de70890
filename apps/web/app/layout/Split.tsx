import type { ReactNode } from 'react';
import * as styles from './Split.css.ts';

/**
 * Words beside a picture: stacked on small screens (words first), side by side on large ones,
 * with the picture on either side.
 */
export function Split({
  children,
  media,
  mediaSide = 'end',
}: {
  children: ReactNode;
  media: ReactNode;
  mediaSide?: 'start' | 'end';
}) {
  return (
    <div className={styles.split} data-media={mediaSide}>
      <div className={styles.text}>{children}</div>
      <div className={styles.media}>{media}</div>
    </div>
  );
}
