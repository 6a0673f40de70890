import { forwardRef, useId } from 'react';
import { FieldsetFrame, hasContent } from '../Field/Field.tsx';
import type { FieldTextProps } from '../Field/Field.tsx';
import { choiceIds } from '../Field/choices.ts';
import type { ChoiceLayout, ChoiceOption } from '../Field/choices.ts';
import { fieldA11y } from '../Field/fieldA11y.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './CheckboxGroup.css.ts';

export interface CheckboxGroupProps extends FieldTextProps {
  options: readonly ChoiceOption[];
  /** Shared by every checkbox, so a form submits one entry per ticked answer. */
  name?: string;
  id?: string;
  /** The ticked values, always in the order of `options`. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  disabled?: boolean;
  layout?: ChoiceLayout;
}

const none: readonly string[] = [];

/**
 * Several answers to one question: a fieldset whose legend is the question. The ref reaches the
 * first enabled checkbox, so a form can move focus to the group.
 */
export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(
  function CheckboxGroup(
    {
      label,
      hint,
      error,
      options,
      name,
      id,
      value,
      defaultValue = none,
      onValueChange,
      disabled,
      layout,
    },
    ref,
  ) {
    const generatedId = useId();
    const groupId = id ?? generatedId;
    const [current, setCurrent] = useControllableState<readonly string[]>(
      value,
      defaultValue,
      onValueChange as ((next: readonly string[]) => void) | undefined,
    );
    const a11y = fieldA11y(groupId, { hint: hasContent(hint), error: hasContent(error) });
    const firstEnabled = options.findIndex((option) => !option.disabled);
    const toggle = (optionValue: string, checked: boolean) => {
      const chosen = new Set(current);
      if (checked) chosen.add(optionValue);
      else chosen.delete(optionValue);
      setCurrent(options.map((option) => option.value).filter((v) => chosen.has(v)));
    };
    return (
      <FieldsetFrame
        a11y={a11y}
        label={label}
        hint={hint}
        error={error}
        disabled={disabled}
        state={current.length > 0 ? 'filled' : 'empty'}
      >
        <div className={styles.options({ layout })}>
          {options.map((option, index) => {
            const ids = choiceIds(groupId, index);
            const checked = current.includes(option.value);
            const optionDisabled = disabled || option.disabled;
            return (
              <div
                key={option.value}
                className={styles.option}
                data-state={checked ? 'checked' : 'unchecked'}
                data-disabled={optionDisabled ? '' : undefined}
              >
                <input
                  ref={index === firstEnabled ? ref : undefined}
                  id={ids.input}
                  type="checkbox"
                  className={styles.input}
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={optionDisabled}
                  aria-describedby={hasContent(option.hint) ? ids.hint : undefined}
                  aria-invalid={a11y.error ? true : undefined}
                  data-state={checked ? 'checked' : 'unchecked'}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
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
  },
);
