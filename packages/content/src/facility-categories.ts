import type { FacilityTone, KnownFacilityCategoryId } from './facility-category-lookups.ts';
import type { FacilityCategory as ModelFacilityCategory } from './model/facilities.ts';

/**
 * The floor plan's categories: their labels in the legend, the tiles and the list. A module of
 * its own, apart from the facilities, so a page that names a category (the spa page's stations)
 * does not carry every facility's words.
 */

export interface FacilityCategory extends ModelFacilityCategory {
  readonly tone: FacilityTone;
}

/** The named categories, in the order of `facilityCategoryIds`. */
export const facilityCategories = [
  { id: 'sauna', label: 'Sauna', tone: 'terracotta', icon: 'flame' },
  { id: 'steam', label: 'Steam', tone: 'stone', icon: 'steam' },
  { id: 'scrub', label: 'Mud & Scrub', tone: 'sand', icon: 'mountain' },
  { id: 'foot', label: 'Foot & Facial', tone: 'sage', icon: 'droplet' },
  { id: 'salt', label: 'Salt Therapy', tone: 'rose', icon: 'wind' },
  { id: 'cooling', label: 'Cooling', tone: 'sky', icon: 'snowflake' },
  { id: 'hot', label: 'Hot Baths', tone: 'amber', icon: 'water' },
  { id: 'play', label: 'Play & Rest', tone: 'moss', icon: 'bed' },
  { id: 'entertain', label: 'Entertainment', tone: 'indigo', icon: 'star' },
  { id: 'nourish', label: 'Nourishment', tone: 'olive', icon: 'cup' },
  { id: 'touchless', label: 'Touchless', tone: 'plum', icon: 'sparkle' },
] as const satisfies readonly (FacilityCategory & { id: KnownFacilityCategoryId })[];

/**
 * Labels of the categories the spec does not name. They are drawn neutral like any unknown
 * category; the label only keeps the legend and the list readable.
 */
export const otherFacilityCategories = {
  arrival: { label: 'Arrival', icon: 'users' },
  treatment: { label: 'Treatments', icon: 'spa' },
} as const satisfies Readonly<Record<string, { label: string; icon: string }>>;
