/**
 * The words of the drawn floor plan and map: what each picture shows, by media key, and the name
 * of each zone of the floor plan. `plan-media.ts` joins them to the pictures and the zones.
 */

import type { MediaRecord } from './media-frames.ts';
import type { PlanZoneId } from './plan-media.ts';

export const planMediaWords = {
  'floor-plan': {
    alt: 'An illustrated site plan of the spa grounds: a lake and biopools, the saunas grouped together, a row of treatment huts, the onsen pools, the tea house and cinema, joined by paths.',
  },
  'location-map': {
    alt: 'A map of southern Portugal and Andalusia: the resort in the Alentejo hills, Lisbon to the north-west, Faro on the southern coast and Seville to the east.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;

/** The name of each zone of the drawn floor plan. */
export const planZoneNames = {
  lake: 'The lake',
  biopools: 'Biopools and the Kneipp walk',
  saunas: 'Saunas',
  steam: 'Hammam and mud',
  cooling: 'Cold plunge and showers',
  'hot-baths': 'Onsen and hot baths',
  treatments: 'Treatment huts',
  vitality: 'Vitality pool, bar and restaurant',
  'play-rest': 'Tea house, cinema and rest',
  sanctum: 'Sanctum and entry',
  'food-truck': 'Food truck',
} as const satisfies Record<PlanZoneId, string>;
