import { useCallback, useState } from 'react';

/**
 * One state for controlled and uncontrolled use: with `value` the caller owns the state and
 * hears every change through `onChange`; without it the part keeps its own, starting at
 * `defaultValue`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
