import * as styles from './Prose.css.ts';

/** Paragraphs of body copy at a readable measure. */
export function Prose({
  paragraphs,
  align = 'start',
}: {
  paragraphs: readonly string[];
  align?: 'start' | 'center';
}) {
  return (
    <div className={styles.prose} data-align={align}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A footnote under a block, such as the source of a claim. */
export function Note({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}
