import { forwardRef } from 'react';
import { ChoiceList } from '../Field/ChoiceList.tsx';
import type { ChoiceLayout, ChoiceOption } from '../Field/ChoiceList.tsx';
import { FieldsetFrame, useFieldControl } from '../Field/Field.tsx';
import type { FieldStateProps } from '../Field/Field.tsx';

export interface RadioGroupProps extends FieldStateProps {
  options: readonly ChoiceOption[];
  /** Shared by every radio; one is generated when none is given. */
  name?: string;
  /** The chosen value; '' when nothing is chosen yet. */
  value?: string;
  layout?: ChoiceLayout;
}

/**
 * One answer out of a few: native radios in a fieldset (a radio group) whose legend is the
 * question, so arrow keys move between answers as in every browser form. The ref reaches the
 * chosen radio (or the first enabled one), the one that takes focus when a person tabs into the
 * group.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(
  function RadioGroup(props, ref) {
    const {
      value: current,
      setValue,
      frame,
      control,
      native: { options, name, layout },
    } = useFieldControl(props, '');
    const chosenIndex = options.findIndex((option) => option.value === current);
    const focusIndex =
      chosenIndex >= 0 && !options[chosenIndex]?.disabled
        ? chosenIndex
        : options.findIndex((option) => !option.disabled);
    return (
      <FieldsetFrame role="radiogroup" {...frame}>
        <ChoiceList
          type="radio"
          groupId={control.id}
          options={options}
          layout={layout}
          name={name ?? control.id}
          checked={(optionValue) => optionValue === current}
          onChange={(optionValue, checked) => {
            if (checked) setValue(optionValue);
          }}
          disabled={control.disabled}
          required={control.required}
          invalid={frame.a11y.error !== undefined}
          focusIndex={focusIndex}
          inputRef={ref}
        />
      </FieldsetFrame>
    );
  },
);
