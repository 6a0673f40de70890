import { forwardRef } from 'react';
import { ChoiceList } from '../Field/ChoiceList.tsx';
import type { ChoiceLayout, ChoiceOption } from '../Field/ChoiceList.tsx';
import { FieldsetFrame, useFieldA11y } from '../Field/Field.tsx';
import type { FieldTextProps } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';

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
 * question, so arrow keys move between answers as in every browser form. The ref reaches the
 * chosen radio (or the first enabled one), the one that takes focus when a person tabs into the
 * group.
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
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const a11y = useFieldA11y(id, { hint, error, required });
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
      <ChoiceList
        type="radio"
        groupId={a11y.ids.control}
        options={options}
        layout={layout}
        name={name ?? a11y.ids.control}
        checked={(optionValue) => optionValue === current}
        onChange={(optionValue, checked) => {
          if (checked) setCurrent(optionValue);
        }}
        disabled={disabled}
        required={required}
        invalid={a11y.error !== undefined}
        focusIndex={focusIndex}
        inputRef={ref}
      />
    </FieldsetFrame>
  );
});
