import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { FieldFrame, useFieldA11y } from '../Field/Field.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
import { useCaretKeeper } from '../Field/caret.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'date', 'time', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldControlProps<HTMLInputElement> {
  type?: TextFieldType;
  /**
   * Controlled value. The caller may rewrite what was typed (e.g. clean it) before passing it
   * back: the caret stays where the person was typing. Browsers give email, number, date and
   * time inputs no caret, so there a rewrite puts it at the end.
   */
  value?: string;
  readOnly?: boolean;
  maxLength?: number;
  minLength?: number;
  /** Earliest date/time or smallest number. */
  min?: string | number;
  max?: string | number;
  step?: string | number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  spellCheck?: boolean;
  placeholder?: string;
  /** Narrows the field for short answers (a date, a number); it still never overflows. */
  width?: 'full' | 'short';
}

/** A labelled single-line input with optional hint and error. The ref reaches the <input>. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    type = 'text',
    id,
    value,
    defaultValue = '',
    onValueChange,
    required,
    disabled,
    width = 'full',
    ...native
  },
  ref,
) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const keepCaret = useCaretKeeper();
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
      <input
        ref={ref}
        {...native}
        {...a11y.control}
        type={type}
        required={required}
        disabled={disabled}
        value={current}
        onChange={(event) => {
          keepCaret(event.currentTarget);
          setCurrent(event.currentTarget.value);
        }}
        className={styles.input({ width })}
        data-invalid={a11y.error ? '' : undefined}
      />
    </FieldFrame>
  );
});
