import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { headingTag } from '../internal/heading.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import * as styles from './FeatureList.css.ts';

export interface FeatureItem {
  /** Decorative glyph; the title says what the icon shows. */
  icon?: IconName;
  title?: ReactNode;
  description: ReactNode;
}

export const featureListVariants = ['icons', 'bullets'] as const;
export type FeatureListVariant = (typeof featureListVariants)[number];

export interface FeatureListProps {
  items: readonly FeatureItem[];
  /** `icons`: a grid of icon, title and description; `bullets`: a plain ticked list. */
  variant?: FeatureListVariant;
  /** Columns on large screens for the `icons` variant. */
  columns?: 1 | 2 | 3 | 4;
  /** Level of the item titles in the page outline. */
  level?: HeadingLevel;
  /** Match the band it sits on, so the muted text keeps its contrast. */
  tone?: 'default' | 'inverse';
  'aria-label'?: string;
}

/** What something offers, item by item. */
export function FeatureList({
  items,
  variant = 'icons',
  columns = 3,
  level = 3,
  tone = 'default',
  ...aria
}: FeatureListProps) {
  const Title = headingTag(level);
  return (
    <ul
      role="list"
      className={styles.list}
      data-variant={variant}
      data-columns={columns}
      data-tone={tone}
      {...aria}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {variant === 'icons' ? (
            <span className={styles.iconBox}>
              <Icon name={item.icon ?? 'sparkle'} size="large" />
            </span>
          ) : (
            <span className={styles.bullet}>
              <Icon name={item.icon ?? 'check'} size="small" />
            </span>
          )}
          <div className={styles.body}>
            {item.title ? (
              variant === 'icons' ? (
                <Title className={styles.title}>{item.title}</Title>
              ) : (
                <strong>{item.title}</strong>
              )
            ) : null}
            {typeof item.description === 'string' ? (
              <p className={styles.description}>{item.description}</p>
            ) : (
              <div className={styles.description}>{item.description}</div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
