/** What a field shows besides its control; only presence matters to the wiring. */
export interface FieldA11yState {
  hint?: boolean;
  error?: boolean;
  required?: boolean;
  /** Extra ids the caller wants read with the field (e.g. a character count). */
  describedBy?: string | undefined;
}

export interface FieldA11y {
  ids: { control: string; label: string; hint: string; error: string };
  /** For the control itself (input, select, textarea), or for a fieldset around a group. */
  control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
  };
  label: { id: string; htmlFor: string };
  hint: { id: string } | undefined;
  error: { id: string } | undefined;
}

/**
 * The ARIA wiring of one field, as data: which ids the label, hint and error get and what the
 * control points at. Every field part calls it, so a label, hint or error is tied to its control
 * the same way everywhere.
 *
 * The error comes before the hint in `aria-describedby`: a person who returns to a field after a
 * failed submit needs to hear what is wrong before the standing advice.
 */
export function fieldA11y(id: string, state: FieldA11yState = {}): FieldA11y {
  const ids = {
    control: id,
    label: `${id}-label`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const describedBy = [
    state.error ? ids.error : undefined,
    state.hint ? ids.hint : undefined,
    ...(state.describedBy?.split(/\s+/) ?? []),
  ].filter((part): part is string => Boolean(part));
  return {
    ids,
    control: {
      id: ids.control,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      'aria-invalid': state.error ? true : undefined,
      'aria-required': state.required ? true : undefined,
    },
    label: { id: ids.label, htmlFor: ids.control },
    hint: state.hint ? { id: ids.hint } : undefined,
    error: state.error ? { id: ids.error } : undefined,
  };
}
