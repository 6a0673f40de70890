import { forwardRef } from 'react';
import { FieldError, FieldHint, useFieldA11y } from '../Field/Field.tsx';
import type { FieldTextProps } from '../Field/Field.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './Slider.css.ts';

export interface SliderProps extends FieldTextProps {
  /** Accessible name of the step-down button, e.g. "Lower energy level". */
  decrementLabel: string;
  /** Accessible name of the step-up button, e.g. "Raise energy level". */
  incrementLabel: string;
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  /** Defaults to the middle of the range, rounded down to a step. */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Words for a value ("7 — lively"): shown and read instead of the bare number. */
  formatValue?: (value: number) => string;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/** Keeps a value inside the range and on a step (counted from `min`), free of float noise. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const steps = Math.round((value - min) / step);
  const snapped = min + steps * step;
  const decimals = (String(step).split('.')[1] ?? '').length;
  const rounded = Number(snapped.toFixed(decimals));
  return Math.min(max, Math.max(min, rounded));
}

/**
 * A number on a scale: a native range input (arrow keys, Page Up/Down, Home/End, dragging), its
 * value in words beside the label, and step buttons for people who cannot drag (WCAG 2.5.7).
 *
 * The track is the browser's own, tinted by the theme: it shows the filled part correctly from
 * the prerendered page on, even when dragged before any script runs (a styled track would take
 * its fill from a style attribute that only a script keeps up with the value).
 *
 * The buttons are left out of the tab order: the range input already answers every key, so they
 * would only add two stops per slider; pointer and speech users reach them by name.
 */
export const Slider = forwardRef<HTMLInputElement, SliderProps>(function Slider(
  {
    label,
    hint,
    error,
    decrementLabel,
    incrementLabel,
    min = 1,
    max = 10,
    step = 1,
    value,
    defaultValue,
    onValueChange,
    formatValue,
    name,
    id,
    disabled,
  },
  ref,
) {
  const initial = defaultValue ?? clampToStep((min + max) / 2 - step / 2, min, max, step);
  const [current, setCurrent] = useControllableState(value, initial, onValueChange);
  const a11y = useFieldA11y(id, { hint, error });
  const shown = formatValue ? formatValue(current) : String(current);
  const change = (next: number) => setCurrent(clampToStep(next, min, max, step));
  const atMin = current <= min;
  const atMax = current >= max;
  return (
    <div
      className={styles.root}
      data-invalid={a11y.error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={styles.header}>
        <label {...a11y.label} className={styles.label}>
          {label}
        </label>
        {/* The range input reports its own value; this is the same value for the eye. */}
        <span className={styles.value} aria-hidden="true">
          {shown}
        </span>
      </div>
      {a11y.hint ? <FieldHint id={a11y.hint.id}>{hint}</FieldHint> : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={decrementLabel}
          aria-controls={a11y.ids.control}
          aria-disabled={atMin || disabled ? true : undefined}
          tabIndex={-1}
          onClick={() => {
            if (!disabled) change(current - step);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <div className={styles.track}>
          <input
            ref={ref}
            {...a11y.control}
            type="range"
            name={name}
            min={min}
            max={max}
            step={step}
            value={current}
            disabled={disabled}
            aria-valuetext={formatValue ? shown : undefined}
            onChange={(event) => change(Number(event.currentTarget.value))}
            className={styles.range}
          />
          <div className={styles.scale} aria-hidden="true">
            <span>{formatValue ? formatValue(min) : min}</span>
            <span>{formatValue ? formatValue(max) : max}</span>
          </div>
        </div>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={incrementLabel}
          aria-controls={a11y.ids.control}
          aria-disabled={atMax || disabled ? true : undefined}
          tabIndex={-1}
          onClick={() => {
            if (!disabled) change(current + step);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {a11y.error ? <FieldError id={a11y.error.id}>{error}</FieldError> : null}
    </div>
  );
});
