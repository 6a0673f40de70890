import { family } from './media-frames.ts';
import { planMediaWords, planZoneNames } from './plan-media-words.ts';

/** The drawn floor plan and the map. */
export const planMedia = [
  ...family('plan', planMediaWords, [{ key: 'floor-plan', focal: { x: 50, y: 50 } }] as const),
  ...family('map', planMediaWords, [{ key: 'location-map', focal: { x: 50, y: 50 } }] as const),
] as const;

/**
 * Zones of the drawn floor plan, as boxes in percent of the picture (top/left of the box's corner,
 * width/height), with the facilities that belong in each. A marker at
 * `top: zone.top + zone.height / 2` and `left: zone.left + zone.width / 2`, spread within the box,
 * lands on what it names.
 */
export interface PlanZone {
  readonly id: string;
  readonly name: string;
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  readonly facilities: readonly string[];
}

const planZones = [
  {
    id: 'lake',
    top: 6,
    left: 3,
    width: 28,
    height: 30,
    facilities: ['nature-biolake-immersive', 'sky-bathing-floatation'],
  },
  {
    id: 'biopools',
    top: 42,
    left: 4,
    width: 26,
    height: 16,
    facilities: ['biopool-sauna-hammam'],
  },
  {
    id: 'saunas',
    top: 8,
    left: 38,
    width: 22,
    height: 26,
    facilities: [
      'event-sauna',
      'infrared-sauna-1',
      'infrared-sauna-2',
      'rural-sauna-pond',
      'rinse-showers-sauna',
    ],
  },
  {
    id: 'steam',
    top: 38,
    left: 38,
    width: 14,
    height: 12,
    facilities: ['event-hammam', 'larger-rinse-shower-mud'],
  },
  {
    id: 'cooling',
    top: 38,
    left: 55,
    width: 9,
    height: 22,
    facilities: ['walk-through-cold-plunge', 'plunge-pools-biohacking', 'elemental-showers'],
  },
  {
    id: 'hot-baths',
    top: 56,
    left: 31,
    width: 23,
    height: 24,
    facilities: ['earth-onsen', 'private-hot-baths-single', 'private-hot-baths-multi'],
  },
  {
    id: 'treatments',
    top: 6,
    left: 66,
    width: 30,
    height: 16,
    facilities: [
      'premium-waiting-room',
      'premium-treatment-huts',
      'premium-couples-treatment',
      'treatment-room-1',
      'treatment-room-2',
      'treatment-room-3',
      'treatment-room-4',
      'touchless-treatment-hut',
    ],
  },
  {
    id: 'vitality',
    top: 62,
    left: 58,
    width: 14,
    height: 14,
    facilities: ['vitality-pool-restaurant', 'vitality-pool-bar'],
  },
  {
    id: 'play-rest',
    top: 30,
    left: 74,
    width: 22,
    height: 42,
    facilities: [
      'tea-house',
      'celestial-cinema',
      'lounger-zones',
      'hay-relaxation-space',
      'beehive-space',
    ],
  },
  {
    id: 'sanctum',
    top: 78,
    left: 64,
    width: 18,
    height: 16,
    facilities: ['sanctum-building', 'touchless-entry', 'private-sanctum-space'],
  },
  {
    id: 'food-truck',
    top: 80,
    left: 8,
    width: 8,
    height: 10,
    facilities: ['food-truck-van'],
  },
] as const satisfies readonly Omit<PlanZone, 'name'>[];

export type PlanZoneId = (typeof planZones)[number]['id'];

/** The zones with their names, in the language of the page. */
function named<const T extends readonly Omit<PlanZone, 'name'>[]>(
  zones: T,
): { readonly [K in keyof T]: T[K] & Pick<PlanZone, 'name'> } {
  return zones.map(({ id, ...box }) => ({
    id,
    name: planZoneNames[id as PlanZoneId],
    ...box,
  })) as unknown as { readonly [K in keyof T]: T[K] & Pick<PlanZone, 'name'> };
}

export const floorPlanZones = named(planZones);
