import { forwardRef } from 'react';
import { ChoiceList } from '../Field/ChoiceList.tsx';
import type { ChoiceLayout, ChoiceOption } from '../Field/ChoiceList.tsx';
import { FieldsetFrame, useFieldA11y } from '../Field/Field.tsx';
import type { FieldTextProps } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';

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
    const [current, setCurrent] = useControllableState<readonly string[]>(
      value,
      defaultValue,
      onValueChange as ((next: readonly string[]) => void) | undefined,
    );
    const a11y = useFieldA11y(id, { hint, error });
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
        <ChoiceList
          type="checkbox"
          groupId={a11y.ids.control}
          options={options}
          layout={layout}
          name={name}
          checked={(optionValue) => current.includes(optionValue)}
          onChange={toggle}
          disabled={disabled}
          invalid={a11y.error !== undefined}
          focusIndex={options.findIndex((option) => !option.disabled)}
          inputRef={ref}
        />
      </FieldsetFrame>
    );
  },
);
