import { sanitizeInput } from '@alento/validation';
import { useRef, useState } from 'react';

/** What a field's row takes from its copy. */
export interface FieldCopy<Name extends string> {
  readonly name: Name;
  readonly label: string;
  readonly hint?: string;
}

/**
 * The props every field part of the ui takes alike: spread them on a `TextField`, a `TextArea` or
 * a `RadioGroup`.
 */
export interface FieldWiring<Name extends string> {
  readonly name: Name;
  readonly label: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly ref: (element: HTMLElement | null) => void;
}

/**
 * A form's values, the errors its rules found, and the wiring of each field to them: its words,
 * its message (which the ui ties to the control by `aria-describedby`), its value and its
 * controls, which `focus` reaches to move the guest to the first field to fix. `onEdit` hears
 * every change, so a form can make a changed message a new submission.
 */
export function useFormFields<Values extends { readonly [Key in keyof Values]: string }>(
  initial: Values | (() => Values),
  onEdit: () => void,
) {
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const controls = useRef<Partial<Record<Name, HTMLElement>>>({});

  /**
   * `sanitize` cleans typed text as it comes (what a guest writes); a choice, a date or a number
   * is taken as the control gives it.
   */
  const wire = (copy: FieldCopy<Name>, { sanitize }: { sanitize: boolean }): FieldWiring<Name> => ({
    name: copy.name,
    label: copy.label,
    hint: copy.hint,
    error: errors[copy.name],
    value: values[copy.name] ?? '',
    onValueChange: (value) => {
      onEdit();
      const next = sanitize ? sanitizeInput(value) : value;
      setValues((current) => ({ ...current, [copy.name]: next }));
    },
    ref: (element) => {
      controls.current[copy.name] = element ?? undefined;
    },
  });

  const focus = (name: Name | undefined) => {
    if (name) controls.current[name]?.focus();
  };

  return { values, setValues, errors, setErrors, wire, focus };
}
