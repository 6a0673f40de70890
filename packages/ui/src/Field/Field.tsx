import { useEffect, useId } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './Field.css.ts';
import { fieldA11y } from './fieldA11y.ts';
import type { FieldA11y } from './fieldA11y.ts';

/** The words around every field: a visible label, optional advice, optional error. */
export interface FieldTextProps {
  /** Always visible: a placeholder is no label. */
  label: ReactNode;
  /** Standing advice shown between the label and the control. */
  hint?: ReactNode;
  /** Shown under the control and read with it; its presence marks the field invalid. */
  error?: ReactNode;
}

/** What `useFieldControl` takes care of: the words, the value and the state of a field. */
export interface FieldStateProps extends FieldTextProps {
  /** Defaults to a generated id; give one when a page links to the field. */
  id?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/**
 * What the fields with one control (TextField, TextArea, Select) share: their words, their
 * value, the form's attributes and the focus events of the element `E`.
 */
export interface FieldControlProps<E extends HTMLElement> extends FieldStateProps {
  name?: string;
  onBlur?: (event: FocusEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  autoComplete?: string;
}

/**
 * What every field that holds one string (text field, text area, select, radio group) does with
 * its props: keeps its value (controlled or not; `fallback` when neither `value` nor
 * `defaultValue` is given), wires its label, hint and error, and returns the props of its frame,
 * the attributes of its control, and the props left over (`native`) for the part's own use.
 *
 * On a prerendered page a guest can type before the scripts arrive. Hydration keeps the typed
 * text on screen but not in the field's state, and the next render would put the state back:
 * so once mounted, a control whose text differs from its value hands that text on through
 * `onValueChange`, as if it had just been typed.
 */
export function useFieldControl<P extends FieldStateProps>(props: P, fallback: string) {
  const {
    label,
    hint,
    error,
    id,
    value,
    defaultValue,
    onValueChange,
    required,
    disabled,
    ...native
  } = props;
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? fallback,
    onValueChange,
  );
  const a11y = useFieldA11y(id, { hint, error, required });
  const controlId = a11y.control.id;
  useEffect(() => {
    const element = document.getElementById(controlId);
    const typed =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
        ? element.value
        : undefined;
    if (typed !== undefined && typed !== current) setCurrent(typed);
    // Once, on mount: later the control's own events keep the two together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    value: current,
    setValue: setCurrent,
    frame: { a11y, label, hint, error, disabled, state: current === '' ? 'empty' : 'filled' },
    control: {
      ...a11y.control,
      required,
      disabled,
      value: current,
      'data-invalid': a11y.error ? '' : undefined,
    },
    native,
  };
}

/** The wiring of a field (see `fieldA11y`) under the id it was given, or a generated one. */
export function useFieldA11y(
  id: string | undefined,
  { hint, error, required }: Pick<FieldTextProps, 'hint' | 'error'> & { required?: boolean },
): FieldA11y {
  const generatedId = useId();
  return fieldA11y(id ?? generatedId, {
    hint: hasContent(hint),
    error: hasContent(error),
    required,
  });
}

/** A warning sign in the current colour: the error's cue that does not rest on colour. */
function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {/* The mark is cut out of the disc, so it shows whatever is behind: no second colour. */}
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 1a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 4.5h2v7h-2zM10 13.25a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5z"
      />
    </svg>
  );
}

export interface FieldErrorProps {
  id: string;
  children: ReactNode;
}

export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} className={styles.error}>
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}

export interface FieldHintProps {
  id: string;
  children: ReactNode;
}

export function FieldHint({ id, children }: FieldHintProps) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

interface FieldFrameProps extends FieldTextProps {
  a11y: FieldA11y;
  disabled?: boolean | undefined;
  /** Extra styling state, e.g. "filled" or "empty". */
  state?: string | undefined;
  children: ReactNode;
  /** Under the control, above the error (e.g. a character count). */
  after?: ReactNode;
}

/** Label, hint, control, error: the layout every single-control field shares. */
export function FieldFrame({
  a11y,
  label,
  hint,
  error,
  disabled,
  state,
  children,
  after,
}: FieldFrameProps) {
  return (
    <div
      className={styles.field}
      data-invalid={a11y.error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-state={state}
    >
      <label {...a11y.label} className={styles.label}>
        {label}
      </label>
      {a11y.hint ? <FieldHint id={a11y.hint.id}>{hint}</FieldHint> : null}
      {children}
      {after}
      {a11y.error ? <FieldError id={a11y.error.id}>{error}</FieldError> : null}
    </div>
  );
}

interface FieldsetFrameProps extends FieldTextProps {
  a11y: FieldA11y;
  /**
   * `radiogroup` for one answer out of several: that role, unlike a plain group, can say the
   * answer is required and currently invalid.
   */
  role?: 'radiogroup';
  disabled?: boolean | undefined;
  state?: string | undefined;
  children: ReactNode;
}

/**
 * A group of controls under one question: a fieldset whose legend is the label, described by
 * the hint and the error as a whole.
 */
export function FieldsetFrame({
  a11y,
  label,
  hint,
  error,
  disabled,
  state,
  role,
  children,
}: FieldsetFrameProps) {
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      role={role}
      aria-describedby={a11y.control['aria-describedby']}
      aria-invalid={role ? a11y.control['aria-invalid'] : undefined}
      aria-required={role ? a11y.control['aria-required'] : undefined}
      data-invalid={a11y.error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-state={state}
    >
      <legend id={a11y.ids.label} className={styles.legend}>
        {label}
      </legend>
      {a11y.hint ? <FieldHint id={a11y.hint.id}>{hint}</FieldHint> : null}
      {children}
      {a11y.error ? <FieldError id={a11y.error.id}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** True when a field has something to show: `false`, `null`, `undefined` and '' show nothing. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
