import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { headingTag } from '../internal/heading.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import { eyebrow as eyebrowText } from '../internal/text.css.ts';
import type { Tone } from '../themes/tokens.ts';
import * as styles from './Card.css.ts';

export const cardMediaAspects = ['wide', 'landscape', 'square', 'portrait'] as const;
export type CardMediaAspect = (typeof cardMediaAspects)[number];

export interface CardProps {
  title: ReactNode;
  /** Level in the page outline; cards usually sit under a section's h2. */
  level?: HeadingLevel;
  /** A picture part (with its own alt text); the card reserves its box. */
  media?: ReactNode;
  mediaAspect?: CardMediaAspect;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Body copy: a string becomes a paragraph, anything else is placed as given. */
  children?: ReactNode;
  /** Short facts on one line, such as a duration and a price. */
  meta?: readonly ReactNode[];
  highlights?: readonly ReactNode[];
  /** Accent colour from the theme's named tones (e.g. a category's). */
  tone?: Tone;
  /**
   * Buttons or links. Only the action is interactive: the card itself is not one big link,
   * so screen-reader users hear a short link name and can select the text.
   */
  action?: ReactNode;
}

/** A content card: picture, titles, copy, facts and an action. */
export function Card({
  title,
  level = 3,
  media,
  mediaAspect = 'landscape',
  eyebrow,
  subtitle,
  children,
  meta,
  highlights,
  tone,
  action,
}: CardProps) {
  const titleId = `${useId()}-title`;
  const Title = headingTag(level);
  return (
    <article
      aria-labelledby={titleId}
      className={`${styles.card} ${tone ? styles.tone[tone] : styles.noTone}`}
      data-tone={tone}
    >
      {media ? (
        <div className={`${styles.media} ${styles.aspect[mediaAspect]}`}>{media}</div>
      ) : null}
      <div className={styles.body}>
        {eyebrow ? <p className={`${eyebrowText} ${styles.eyebrow}`}>{eyebrow}</p> : null}
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {meta && meta.length > 0 ? (
          <ul role="list" className={styles.meta}>
            {meta.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : null}
        {typeof children === 'string' ? (
          <p className={styles.text}>{children}</p>
        ) : children ? (
          <div className={styles.text}>{children}</div>
        ) : null}
        {highlights && highlights.length > 0 ? (
          <ul role="list" className={styles.highlights}>
            {highlights.map((item, index) => (
              <li key={index} className={styles.highlight}>
                <span className={styles.highlightMark}>
                  <Icon name="check" size="small" />
                </span>
                {/* A block, so a highlight may hold more than a line (notes, a disclosure). */}
                <div>{item}</div>
              </li>
            ))}
          </ul>
        ) : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
