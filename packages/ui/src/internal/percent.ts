/**
 * A percentage inside its box, as a CSS value: for a place on a plan or a picture's focal point,
 * which come from data. A value off the box is brought back onto its edge, and a missing one
 * (NaN) takes the middle, so a slip in the data never draws a marker or a subject out of sight.
 */
export function percentInside(value: number): string {
  const inside = Number.isNaN(value) ? 50 : Math.min(100, Math.max(0, value));
  return `${String(inside)}%`;
}
