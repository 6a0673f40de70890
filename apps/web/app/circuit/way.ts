/** The eight directions the "now" view names, clockwise from north. */
export const compassPoints = [
  'north',
  'northEast',
  'east',
  'southEast',
  'south',
  'southWest',
  'west',
  'northWest',
] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** A place on the plan, in percent of its height (`top`) and width (`left`). */
export interface PlanPosition {
  readonly top: number;
  readonly left: number;
}

/** Closer than this, in percent of the plan, two places count as side by side. */
const besideDistance = 4;

/**
 * Which way `to` lies from `from` on the spa's plan, which is drawn with north at the top; null
 * when the two are side by side. The plan is wider than tall, so positions are compared in
 * percent of each side, which is enough to point the way, not to measure it.
 */
export function directionOnPlan(from: PlanPosition, to: PlanPosition): CompassPoint | null {
  const east = to.left - from.left;
  const north = from.top - to.top;
  if (Math.hypot(east, north) < besideDistance) return null;
  // Angle clockwise from north, in eighths of a turn.
  const turn = Math.atan2(east, north) / (2 * Math.PI);
  const eighth = Math.round((turn < 0 ? turn + 1 : turn) * 8) % 8;
  return compassPoints[eighth] ?? null;
}
