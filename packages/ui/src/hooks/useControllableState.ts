import { useCallback, useRef, useState } from 'react';

/**
 * One state for controlled and uncontrolled use, as every stateful part needs it: with `value`
 * the caller owns the state; without it the part keeps its own, starting at `defaultValue`.
 * `onChange` hears only real changes: setting the value already held calls nothing, so a part
 * never needs to guard against repeating itself (a pressed tab pressed again, say).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // What a change is measured against: the value shown, or the part's own state as last set, so
  // two calls in one event compare with the newer. A caller that ignored a change still shows the
  // old value, and is asked again.
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current)) return;
      if (!controlled) {
        latest.current = next;
        setOwn(next);
      }
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
