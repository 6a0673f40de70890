import { useId } from 'react';
import type { ReactNode } from 'react';
import { headingTag } from '../internal/heading.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import { eyebrow as eyebrowText } from '../internal/text.css.ts';
import * as styles from './Section.css.ts';

export const sectionTones = ['default', 'muted', 'inverse'] as const;
export type SectionTone = (typeof sectionTones)[number];

export interface SectionProps {
  heading: ReactNode;
  /** Level of the heading in the page outline; 2 unless the section is nested. */
  level?: HeadingLevel;
  /** Short label above the heading (screen readers hear it first, so keep it a few words). */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: SectionTone;
  /** Aligns the heading block; the content below keeps its own layout. */
  align?: 'start' | 'center';
  /** Anchor for in-page links (e.g. a "Learn more" that scrolls here). */
  id?: string;
}

/** A titled band of the page: a landmark region named by its own heading. */
export function Section({
  heading,
  level = 2,
  eyebrow,
  intro,
  children,
  tone = 'default',
  align = 'start',
  id,
}: SectionProps) {
  const headingId = `${useId()}-heading`;
  const Heading = headingTag(level);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${styles.tone[tone]}`}
      data-tone={tone}
      data-align={align}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow ? <p className={`${eyebrowText} ${styles.eyebrow}`}>{eyebrow}</p> : null}
          <Heading id={headingId} className={styles.heading}>
            {heading}
          </Heading>
          {typeof intro === 'string' ? (
            <p className={styles.intro}>{intro}</p>
          ) : intro ? (
            <div className={styles.intro}>{intro}</div>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  );
}
