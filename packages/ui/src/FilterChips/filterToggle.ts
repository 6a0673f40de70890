/**
 * The toggle rule as a pure function: pressing the active chip clears the filter, pressing
 * another selects it, and the "all" chip (value null) always clears.
 */
export function nextFilterValue<V extends string>(current: V | null, pressed: V | null): V | null {
  if (pressed === null) return null;
  return current === pressed ? null : pressed;
}
