import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from '../Field/Field.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
import { useCaretKeeper } from '../Field/caret.ts';
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
  { type = 'text', width = 'full', ...props },
  ref,
) {
  const { setValue, frame, control, native } = useFieldControl(props, '');
  const keepCaret = useCaretKeeper();
  return (
    <FieldFrame {...frame}>
      <input
        ref={ref}
        {...native}
        {...control}
        type={type}
        onChange={(event) => {
          keepCaret(event.currentTarget);
          setValue(event.currentTarget.value);
        }}
        className={styles.input({ width })}
      />
    </FieldFrame>
  );
});
