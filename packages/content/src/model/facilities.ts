/**
 * A place on the floor plan: a marker at its position that opens its details. A property lists
 * its own; the app turns each into a marker of the design system's `FloorPlan`.
 */
export interface Facility {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly features: readonly string[];
  /** Id of its category (`FacilityCategory`). */
  readonly category: string;
  /** An icon name of the design system, so a marker is never told apart by colour alone. */
  readonly icon: string;
  /** Media key of its picture, for the places that have one. */
  readonly image?: string;
  /** Where the marker sits, in percent of the plan's height (top) and width (left). */
  readonly position: { readonly top: number; readonly left: number };
}

/** A group of places on the plan: its label in the legend and list, its colour and its glyph. */
export interface FacilityCategory {
  readonly id: string;
  /** The label guests read in the legend, the tiles and the list. */
  readonly label: string;
  /** A named colour of the design system's themes (`sage`, `sky`, `neutral`…). */
  readonly tone: string;
  /** An icon name: the category's shape, so it is never told apart by colour alone. */
  readonly icon: string;
}

/**
 * The categories a list of places uses, in the order the categories are given: the legend and
 * the tiles show no empty category. A place whose category is not in `categories` is a mistake
 * and throws, naming it.
 */
export function categoriesInUse<Category extends Pick<FacilityCategory, 'id'>>(
  categories: readonly Category[],
  places: readonly Pick<Facility, 'id' | 'category'>[],
): Category[] {
  for (const place of places) {
    if (!categories.some((category) => category.id === place.category))
      throw new Error(`Facility ${place.id} names no known category "${place.category}"`);
  }
  return categories.filter((category) => places.some((place) => place.category === category.id));
}
