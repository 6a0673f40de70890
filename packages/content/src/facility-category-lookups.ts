import { facilityCategories, otherFacilityCategories } from './facility-categories.ts';
import type { FacilityCategory } from './facility-categories.ts';

/**
 * The floor plan's categories besides their words: their ids and colours, and the lookup of a
 * category by id. The lookup reads `facility-categories.ts`, which a language's build swaps for
 * its twin, so it answers in the page's language while this module is the same in every one.
 */

export const facilityCategoryIds = [
  'sauna',
  'steam',
  'scrub',
  'foot',
  'salt',
  'cooling',
  'hot',
  'play',
  'entertain',
  'nourish',
  'touchless',
] as const;
export type KnownFacilityCategoryId = (typeof facilityCategoryIds)[number];

/**
 * Colour families a category is drawn in. The ui maps each name to theme colours; `neutral` is
 * the colour of every category the spec does not name.
 */
export const facilityTones = [
  'terracotta',
  'stone',
  'sand',
  'sage',
  'rose',
  'sky',
  'amber',
  'moss',
  'indigo',
  'olive',
  'plum',
  'neutral',
] as const;
export type FacilityTone = (typeof facilityTones)[number];

/** The spec's facility ids, exactly as it lists them. */

function isKnownCategory(id: string): id is KnownFacilityCategoryId {
  return (facilityCategoryIds as readonly string[]).includes(id);
}

const otherCategories: Readonly<Record<string, { label: string; icon: string }>> =
  otherFacilityCategories;

/** A category's label and tone; any category the spec does not name is neutral. */
export function facilityCategory(id: string): FacilityCategory {
  if (isKnownCategory(id)) {
    const known = facilityCategories.find((category) => category.id === id);
    if (known) return known;
  }
  const other = otherCategories[id];
  return {
    id,
    label: other?.label ?? id.charAt(0).toUpperCase() + id.slice(1),
    tone: 'neutral',
    icon: other?.icon ?? 'map-pin',
  };
}

/** A facility by id; throws on an id that does not exist so a typo fails the build. */
