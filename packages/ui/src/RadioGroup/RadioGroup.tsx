import { forwardRef, useId } from 'react';
import { FieldsetFrame, hasContent } from '../Field/Field.tsx';
import type { FieldTextProps } from '../Field/Field.tsx';
import { choiceIds } from '../Field/choices.ts';
import type { ChoiceLayout, ChoiceOption } from '../Field/choices.ts';
import { fieldA11y } from '../Field/fieldA11y.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends FieldTextProps {
  options: readonly ChoiceOption[];
  /** Shared by every radio; one is generated when none is given. */
  name?: string;
  id?: string;
  /** The chosen value; '' when nothing is chosen yet. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  layout?: ChoiceLayout;
}

/**
 * One answer out of a few: native radios in a fieldset (a radio group) whose legend is the
 * question, so arrow
 * keys move between answers as in every browser form. The ref reaches the chosen radio (or the
 * first enabled one), the one that takes focus when a person tabs into the group.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    options,
    name,
    id,
    value,
    defaultValue = '',
    onValueChange,
    required,
    disabled,
    layout,
  },
  ref,
) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const a11y = fieldA11y(groupId, {
    hint: hasContent(hint),
    error: hasContent(error),
    required,
  });
  const chosenIndex = options.findIndex((option) => option.value === current);
  const focusIndex =
    chosenIndex >= 0 && !options[chosenIndex]?.disabled
      ? chosenIndex
      : options.findIndex((option) => !option.disabled);
  return (
    <FieldsetFrame
      role="radiogroup"
      a11y={a11y}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      state={current === '' ? 'empty' : 'filled'}
    >
      <div className={styles.options({ layout })}>
        {options.map((option, index) => {
          const ids = choiceIds(groupId, index);
          const checked = option.value === current;
          const optionDisabled = disabled || option.disabled;
          return (
            <div
              key={option.value}
              className={styles.option}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled ? '' : undefined}
            >
              <input
                ref={index === focusIndex ? ref : undefined}
                id={ids.input}
                type="radio"
                className={styles.input}
                name={name ?? groupId}
                value={option.value}
                checked={checked}
                required={required}
                disabled={optionDisabled}
                aria-describedby={hasContent(option.hint) ? ids.hint : undefined}
                data-invalid={a11y.error ? '' : undefined}
                data-state={checked ? 'checked' : 'unchecked'}
                onChange={(event) => {
                  if (event.currentTarget.checked) setCurrent(option.value);
                }}
              />
              <span className={styles.text}>
                <label htmlFor={ids.input} className={styles.label}>
                  {option.label}
                </label>
                {hasContent(option.hint) ? (
                  <span id={ids.hint} className={styles.optionHint}>
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
});
