import { forwardRef } from 'react';
import { FieldFrame, useFieldA11y } from '../Field/Field.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldControlProps<HTMLSelectElement> {
  options: readonly SelectOption[];
  /**
   * A first option with the value '' that asks for a choice ("Choose one"). Without it the
   * first option is chosen from the start, as browsers do.
   */
  placeholder?: string;
}

/**
 * A native <select>, styled: the platform's own list keeps keyboard, touch and screen reader
 * behaviour that a custom listbox would have to rebuild. The ref reaches the <select>.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    options,
    placeholder,
    id,
    value,
    defaultValue,
    onValueChange,
    required,
    disabled,
    ...native
  },
  ref,
) {
  const initial = defaultValue ?? (placeholder !== undefined ? '' : (options[0]?.value ?? ''));
  const [current, setCurrent] = useControllableState(value, initial, onValueChange);
  const a11y = useFieldA11y(id, { hint, error, required });
  return (
    <FieldFrame
      a11y={a11y}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      state={current === '' ? 'empty' : 'filled'}
    >
      <div className={styles.wrapper} data-disabled={disabled ? '' : undefined}>
        <select
          ref={ref}
          {...native}
          {...a11y.control}
          required={required}
          disabled={disabled}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          className={styles.select}
          data-invalid={a11y.error ? '' : undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
});
