import { useCallback, useRef, useState } from 'react';

/**
 * One state for controlled and uncontrolled use: `value` wins when given, otherwise the part keeps
 * its own state starting at `defaultValue`; `onChange` hears every change either way.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest value, so a setter called twice in one tick compares against the newest state.
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current)) return;
      latest.current = next;
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
