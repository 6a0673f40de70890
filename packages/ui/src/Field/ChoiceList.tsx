import type { ReactNode, Ref } from 'react';
import { hasContent } from './Field.tsx';
import * as styles from './ChoiceList.css.ts';

/** One answer in a checkbox or radio group. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A short explanation under the answer, read with it. */
  hint?: ReactNode;
  disabled?: boolean;
}

export const choiceLayouts = ['stack', 'inline', 'grid'] as const;
export type ChoiceLayout = (typeof choiceLayouts)[number];

interface ChoiceListProps {
  type: 'checkbox' | 'radio';
  /** The group's id: each option's input and hint get ids under it. */
  groupId: string;
  options: readonly ChoiceOption[];
  layout: ChoiceLayout | undefined;
  name: string | undefined;
  checked: (value: string) => boolean;
  onChange: (value: string, checked: boolean) => void;
  disabled: boolean | undefined;
  required?: boolean | undefined;
  /**
   * Marks each checkbox invalid. A radio says nothing itself: its group (a `radiogroup`) carries
   * the state for the whole answer.
   */
  invalid: boolean;
  /** The option whose input the ref reaches: the one a form moves focus to. */
  focusIndex: number;
  inputRef: Ref<HTMLInputElement>;
}

/** The answers of a checkbox or radio group: a row per option, the whole row pressable. */
export function ChoiceList({
  type,
  groupId,
  options,
  layout,
  name,
  checked,
  onChange,
  disabled,
  required,
  invalid,
  focusIndex,
  inputRef,
}: ChoiceListProps) {
  return (
    <div className={styles.list({ layout })}>
      {options.map((option, index) => {
        const inputId = `${groupId}-option-${index}`;
        const hintId = hasContent(option.hint) ? `${inputId}-hint` : undefined;
        const state = checked(option.value) ? 'checked' : 'unchecked';
        const optionDisabled = disabled || option.disabled;
        return (
          <div
            key={option.value}
            className={styles.option}
            data-state={state}
            data-disabled={optionDisabled ? '' : undefined}
          >
            <input
              ref={index === focusIndex ? inputRef : undefined}
              id={inputId}
              type={type}
              className={styles.input[type]}
              name={name}
              value={option.value}
              checked={state === 'checked'}
              required={required}
              disabled={optionDisabled}
              aria-describedby={hintId}
              aria-invalid={type === 'checkbox' && invalid ? true : undefined}
              data-state={state}
              onChange={(event) => onChange(option.value, event.currentTarget.checked)}
            />
            <span className={styles.text}>
              <label htmlFor={inputId} className={styles.label}>
                {option.label}
              </label>
              {hintId ? (
                <span id={hintId} className={styles.hint}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}
