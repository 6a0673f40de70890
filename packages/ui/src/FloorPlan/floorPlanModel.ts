/**
 * The floor plan's logic as pure functions: grouping markers for the text list. Kept apart from
 * the component so it is tested on its own.
 */

export const floorPlanViews = ['all', 'categories'] as const;
export type FloorPlanView = (typeof floorPlanViews)[number];

export interface Grouped<M> {
  readonly categoryId: string;
  readonly markers: readonly M[];
}

/**
 * Markers grouped by category for the text list: categories in the order given, then any
 * category the markers use that was not given (so no marker is ever left out of the list).
 * Categories without markers are skipped: the list names places, the tiles name counts.
 */
export function groupMarkers<M extends { readonly category: string }>(
  markers: readonly M[],
  categoryOrder: readonly string[],
): Grouped<M>[] {
  const groups = new Map<string, M[]>();
  for (const id of categoryOrder) groups.set(id, []);
  for (const marker of markers) {
    const group = groups.get(marker.category);
    if (group) group.push(marker);
    else groups.set(marker.category, [marker]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([categoryId, members]) => ({ categoryId, markers: members }));
}
