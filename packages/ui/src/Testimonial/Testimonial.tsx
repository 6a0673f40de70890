import type { ReactNode } from 'react';
import * as styles from './Testimonial.css.ts';

export interface TestimonialProps {
  /** The words, without quotation marks: the part adds the typographic ones. */
  quote: string;
  author: ReactNode;
  /** Who the author is or where the words come from, e.g. "Guest, spring retreat". */
  source?: ReactNode;
  /** A small portrait; decorative when the name is right beside it. */
  avatar?: ReactNode;
  align?: 'start' | 'center';
  /** Match the band it sits on, so the muted line keeps its contrast. */
  tone?: 'default' | 'inverse';
}

/** A quotation with its attribution: a figure holding a blockquote and its caption. */
export function Testimonial({
  quote,
  author,
  source,
  avatar,
  align = 'start',
  tone = 'default',
}: TestimonialProps) {
  return (
    <figure className={styles.figure} data-align={align} data-tone={tone}>
      <blockquote>
        <p className={styles.quote}>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {avatar ? (
          <span className={styles.avatar} aria-hidden="true">
            {avatar}
          </span>
        ) : null}
        <span>
          <span className={styles.author}>{author}</span>
          {source ? <cite className={styles.source}>{source}</cite> : null}
        </span>
      </figcaption>
    </figure>
  );
}
