import { facilities, facilityCategories, otherFacilityCategories } from './facilities.ts';
import type { Facility, FacilityCategory } from './facilities.ts';

/**
 * What the floor plan knows of its facilities besides their words: the categories' ids and
 * colours, the spec's facility ids, and the lookups by id. The lookups read the records from
 * `facilities.ts`, which a language's build swaps for its twin, so they answer in the page's
 * language while this module is the same in every language.
 */

/** The categories the spec names, in the order the legend and the summary tiles show them. */
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
export const specFacilityIds = [
  'touchless-entry',
  'touchless-treatment-hut',
  'sanctum-building',
  'event-sauna',
  'event-hammam',
  'hay-relaxation-space',
  'infrared-sauna-1',
  'infrared-sauna-2',
  'rural-sauna-pond',
  'vitality-pool-restaurant',
  'vitality-pool-bar',
  'walk-through-cold-plunge',
  'rinse-showers-sauna',
  'larger-rinse-shower-mud',
  'biopool-sauna-hammam',
  'nature-biolake-immersive',
  'earth-onsen',
  'sky-bathing-floatation',
  'private-hot-baths-single',
  'private-hot-baths-multi',
  'plunge-pools-biohacking',
  'premium-waiting-room',
  'premium-treatment-huts',
  'premium-couples-treatment',
  'treatment-room-1',
  'treatment-room-2',
  'treatment-room-3',
  'treatment-room-4',
  'tea-house',
  'private-sanctum-space',
  'food-truck-van',
  'celestial-cinema',
  'lounger-zones',
  'beehive-space',
] as const;

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
export function facilityById(id: string): Facility {
  const found = facilities.find((facility) => facility.id === id);
  if (!found) throw new Error(`Unknown facility: ${id}`);
  return found;
}

/**
 * The floor plan's categories in legend and tile order: every named category (the spec's foot
 * and salt too, which have no facility yet), then any other category the facilities use.
 */
export function facilityCategoriesInUse(
  list: readonly Pick<Facility, 'category'>[] = facilities,
): FacilityCategory[] {
  const ids = new Set<string>([...facilityCategoryIds, ...list.map((f) => f.category)]);
  return [...ids].map(facilityCategory);
}
