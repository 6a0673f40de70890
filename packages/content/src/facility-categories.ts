import record from '../data/facilities/categories/categories.en-GB.json' with { type: 'json' };
import type { FacilityTone, KnownFacilityCategoryId } from './facility-category-lookups.ts';
import type { FacilityCategory as ModelFacilityCategory } from './model/facilities.ts';

/**
 * The floor plan's categories: their labels in the legend, the tiles and the list, in
 * `data/facilities/categories/`. A module of its own, apart from the facilities, so a page that
 * names a category (the spa page's stations) does not carry every facility's words.
 */

export interface FacilityCategory extends ModelFacilityCategory {
  readonly tone: FacilityTone;
}

/** The named categories, in the order of `facilityCategoryIds`. */
// The build checks the file against `facilityCategoriesSchema`, whose ids and tones are the
// lookups' own lists; a JSON file's inferred type cannot say so, so it is stated here.
export const facilityCategories = record.categories as readonly (FacilityCategory & {
  readonly id: KnownFacilityCategoryId;
})[];

/**
 * Labels of the categories the spec does not name. They are drawn neutral like any unknown
 * category; the label only keeps the legend and the list readable.
 */
export const otherFacilityCategories: Readonly<
  Record<'arrival' | 'treatment', { readonly label: string; readonly icon: string }>
> = record.otherCategories;
