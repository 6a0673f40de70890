import type { ReactNode } from 'react';
import { headingTag } from '../internal/heading.ts';
import type { HeadingLevel } from '../internal/heading.ts';
import * as styles from './StepList.css.ts';

export interface Step {
  title: ReactNode;
  text?: ReactNode;
}

export interface StepListProps {
  steps: readonly Step[];
  /** Level of each step's title in the page outline. */
  level?: HeadingLevel;
  /** `stack` (default) lists the steps downwards; `row` puts them side by side on large screens. */
  layout?: 'stack' | 'row';
  /** Match the band it sits on, so the muted text keeps its contrast. */
  tone?: 'default' | 'inverse';
  'aria-label'?: string;
}

/**
 * Numbered steps in order. The list is an <ol>, so assistive technology already says
 * "1 of 4"; the drawn number is decoration and hidden from it.
 */
export function StepList({
  steps,
  level = 3,
  layout = 'stack',
  tone = 'default',
  ...aria
}: StepListProps) {
  const Title = headingTag(level);
  return (
    <ol role="list" className={styles.list} data-layout={layout} data-tone={tone} {...aria}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Title className={styles.title}>{step.title}</Title>
            {typeof step.text === 'string' ? (
              <p className={styles.text}>{step.text}</p>
            ) : step.text ? (
              <div className={styles.text}>{step.text}</div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
