import type { ReactNode } from 'react';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps {
  /** Id of the element that holds the page's content. */
  targetId: string;
  children: ReactNode;
}

/** First stop of the keyboard: jumps past the header to the page's content. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
