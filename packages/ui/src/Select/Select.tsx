import { forwardRef } from 'react';
import { FieldFrame, useFieldControl } from '../Field/Field.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
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
  { options, placeholder, ...props },
  ref,
) {
  const { setValue, frame, control, native } = useFieldControl(
    props,
    placeholder !== undefined ? '' : (options[0]?.value ?? ''),
  );
  return (
    <FieldFrame {...frame}>
      <div className={styles.wrapper} data-disabled={control.disabled ? '' : undefined}>
        <select
          ref={ref}
          {...native}
          {...control}
          onChange={(event) => setValue(event.currentTarget.value)}
          className={styles.select}
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
