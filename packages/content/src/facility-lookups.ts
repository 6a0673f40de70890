import { facilities } from './facilities.ts';
import type { Facility } from './facilities.ts';
import type { FacilityCategory } from './facility-categories.ts';
import { facilityCategory, facilityCategoryIds } from './facility-category-lookups.ts';

/**
 * What the floor plan knows of its facilities besides their words: the spec's facility ids and
 * the lookups by id. The lookups read the records from `facilities.ts`, which a language's build
 * swaps for its twin, so they answer in the page's language while this module is the same in
 * every language.
 */

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
