import type { ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { Tone } from '../themes/tokens.ts';
import * as styles from './FilterChips.css.ts';
import { nextFilterValue } from './filterToggle.ts';

export interface FilterChipOption<V extends string = string> {
  value: V;
  label: string;
  tone?: Tone;
}

export interface FilterChipsProps<V extends string = string> {
  /** Names the group for assistive technology, e.g. "Filter by category". */
  label: string;
  options: readonly FilterChipOption<V>[];
  /** Text of the chip that clears the filter; omit it to show no such chip. */
  allLabel?: string;
  /** The active value, or null for none (controlled). */
  value?: V | null;
  defaultValue?: V | null;
  onValueChange?: (value: V | null) => void;
  /**
   * What the filter left, e.g. "12 facilities". It is a polite live region, so a change is
   * announced without moving focus.
   */
  count?: ReactNode;
}

/** A row of toggle buttons that narrows a list to one value, or shows everything. */
export function FilterChips<V extends string = string>({
  label,
  options,
  allLabel,
  value,
  defaultValue = null,
  onValueChange,
  count,
}: FilterChipsProps<V>) {
  const [current, setCurrent] = useControllableState<V | null>(value, defaultValue, onValueChange);
  const press = (pressed: V | null) => setCurrent(nextFilterValue(current, pressed));

  return (
    <div className={styles.root}>
      <div role="group" aria-label={label} className={styles.group}>
        {allLabel ? (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={current === null}
            data-state={current === null ? 'on' : 'off'}
            onClick={() => press(null)}
          >
            <span className={styles.check}>
              <Icon name="check" size="small" />
            </span>
            {allLabel}
          </button>
        ) : null}
        {options.map((option) => {
          const on = current === option.value;
          return (
            <button
              key={option.value}
              type="button"
              className={`${styles.chip} ${option.tone ? styles.tone[option.tone] : ''}`}
              aria-pressed={on}
              data-state={on ? 'on' : 'off'}
              data-value={option.value}
              onClick={() => press(option.value)}
            >
              {option.tone ? <span className={styles.dot} aria-hidden="true" /> : null}
              <span className={styles.check}>
                <Icon name="check" size="small" />
              </span>
              {option.label}
            </button>
          );
        })}
      </div>
      {count !== undefined ? (
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {count}
        </p>
      ) : null}
    </div>
  );
}
