/** Position wording for the viewer's live status: "3 of 15". */
export function defaultPositionLabel(position: number, total: number): string {
  return `${String(position)} of ${String(total)}`;
}

/** The picture a step leads to: the viewer loops both ways, as the carousel does. */
export function stepIndex(index: number, step: -1 | 1, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The step an arrow key asks for, or null for a key the viewer leaves alone. */
export function stepForKey(key: string): -1 | 1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
