import type { ReactNode } from 'react';
import * as styles from './Prose.css.ts';

/**
 * Paragraphs of body copy at a readable measure; `children` follow them, for a paragraph that
 * holds more than words (a date, a link).
 */
export function Prose({
  paragraphs = [],
  align = 'start',
  children,
}: {
  paragraphs?: readonly string[];
  align?: 'start' | 'center';
  children?: ReactNode;
}) {
  return (
    <div className={styles.prose} data-align={align}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}

/** A footnote under a block, such as the source of a claim. */
export function Note({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}
