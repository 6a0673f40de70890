/**
 * The media catalogue: every picture the site shows, by key. Pages and content records name a
 * key (`image: 'spa-hero-03'`), never a file; the app resolves the key to the property's photograph
 * when one has been dropped into `packages/content/media/`, or to the resort's own artwork.
 *
 * The pictures' alt texts and captions, and the floor plan zones' names, are words: they live in
 * `media-words.ts`, which each language's build swaps for its twin, and are joined to the records
 * here, so every lookup below answers in the language of the page.
 */

import { mediaWords, planZoneNames } from './media-words.ts';
import type { FocalPoint, MediaRecord as ModelMediaRecord } from './model/media.ts';

export const mediaFamilies = [
  'spa-hero',
  'racket',
  'season',
  'facility',
  'signature',
  'stay',
  'experience',
  'space',
  'journey',
  'sanctum',
  'dining',
  'plan',
  'map',
  'hero',
] as const;
export type MediaFamily = (typeof mediaFamilies)[number];

export type { FocalPoint } from './model/media.ts';

/** A picture of Alento's catalogue: its family is one of Alento's. */
export type MediaRecord = ModelMediaRecord<MediaFamily>;

/** Frame sizes per family: one aspect ratio per slot type keeps grids and carousels even. */
export const mediaFrames = {
  'spa-hero': { width: 1600, height: 900 },
  racket: { width: 1200, height: 900 },
  season: { width: 1200, height: 900 },
  facility: { width: 800, height: 600 },
  signature: { width: 1200, height: 800 },
  stay: { width: 1200, height: 800 },
  experience: { width: 1200, height: 800 },
  space: { width: 1200, height: 900 },
  journey: { width: 1200, height: 800 },
  sanctum: { width: 1200, height: 800 },
  dining: { width: 1200, height: 800 },
  plan: { width: 1600, height: 1000 },
  map: { width: 1200, height: 1000 },
  hero: { width: 1600, height: 900 },
} as const satisfies Record<MediaFamily, { width: number; height: number }>;

interface Entry {
  readonly key: string;
  readonly focal?: FocalPoint;
}

const center: FocalPoint = { x: 50, y: 55 };

function family<const T extends readonly Entry[]>(
  name: MediaFamily,
  entries: T,
): { [K in keyof T]: T[K] & MediaRecord } {
  return entries.map(({ key, ...entry }) => ({
    key,
    ...mediaWords[key as MediaKey],
    ...entry,
    family: name,
    ...mediaFrames[name],
    focal: entry.focal ?? center,
  })) as unknown as { [K in keyof T]: T[K] & MediaRecord };
}

/** The 16 captioned photographs of the spa page's hero carousel, in the order of the loop. */
export const spaHeroMedia = family('spa-hero', [
  { key: 'spa-hero-01' },
  { key: 'spa-hero-02' },
  { key: 'spa-hero-03', focal: { x: 50, y: 45 } },
  { key: 'spa-hero-04' },
  { key: 'spa-hero-05' },
  { key: 'spa-hero-06' },
  { key: 'spa-hero-07' },
  { key: 'spa-hero-08' },
  { key: 'spa-hero-09' },
  { key: 'spa-hero-10' },
  { key: 'spa-hero-11' },
  { key: 'spa-hero-12' },
  { key: 'spa-hero-13', focal: { x: 50, y: 40 } },
  { key: 'spa-hero-14' },
  { key: 'spa-hero-15' },
  { key: 'spa-hero-16' },
] as const);

/** The racket club's captioned gallery. */
export const racketMedia = family('racket', [
  { key: 'racket-01' },
  { key: 'racket-02' },
  { key: 'racket-03' },
  { key: 'racket-04', focal: { x: 50, y: 60 } },
] as const);

/** Four photographs for each season on the Seasons page. */
export const seasonMedia = family('season', [
  { key: 'season-spring-1' },
  { key: 'season-spring-2' },
  { key: 'season-spring-3' },
  { key: 'season-spring-4' },
  { key: 'season-summer-1' },
  { key: 'season-summer-2' },
  { key: 'season-summer-3' },
  { key: 'season-summer-4' },
  { key: 'season-autumn-1' },
  { key: 'season-autumn-2' },
  { key: 'season-autumn-3' },
  { key: 'season-autumn-4' },
  { key: 'season-winter-1' },
  { key: 'season-winter-2' },
  { key: 'season-winter-3' },
  { key: 'season-winter-4' },
] as const);

/** Photos shown in the floor plan's popovers; other facilities have none. */
export const facilityMedia = family('facility', [
  { key: 'facility-event-sauna' },
  { key: 'facility-event-hammam' },
  { key: 'facility-infrared-sauna-1' },
  { key: 'facility-rural-sauna-pond' },
  { key: 'facility-vitality-pool-bar' },
  { key: 'facility-walk-through-cold-plunge' },
  { key: 'facility-nature-biolake-immersive' },
  { key: 'facility-earth-onsen' },
  { key: 'facility-sky-bathing-floatation' },
  { key: 'facility-touchless-treatment-hut' },
  { key: 'facility-tea-house' },
  { key: 'facility-celestial-cinema' },
  { key: 'facility-beehive-space' },
  { key: 'facility-hay-relaxation-space' },
] as const);

/** Cards of the home page's signature experiences, the stays types and the sanctum pathways. */
export const featureMedia = [
  ...family('signature', [
    { key: 'signature-thermal-sanctuary' },
    { key: 'signature-earth-ritual' },
  ] as const),
  ...family('stay', [
    { key: 'stay-wellness-suites' },
    { key: 'stay-garden-villas' },
    { key: 'stay-beehive-pods' },
  ] as const),
  ...family('sanctum', [{ key: 'sanctum-biosanctum' }, { key: 'sanctum-flow' }] as const),
  ...family('dining', [{ key: 'dining-restaurant' }, { key: 'dining-cafe' }] as const),
] as const;

/** The ten experience cards of the Experiences page, by experience id. */
export const experienceMedia = family('experience', [
  { key: 'experience-sanctum-flow' },
  { key: 'experience-vitality-circuits' },
  { key: 'experience-nature-stays' },
  { key: 'experience-nature-immersions' },
  { key: 'experience-rest-stillness' },
  { key: 'experience-creative-soul-spaces' },
  { key: 'experience-risehall' },
  { key: 'experience-alento-club' },
  { key: 'experience-kids-path' },
  { key: 'experience-ai-concierge' },
] as const);

/** The grid of fifteen spaces on the Spaces page. */
export const spaceMedia = family('space', [
  { key: 'space-wellness-suites' },
  { key: 'space-garden-villas' },
  { key: 'space-beehive-pods' },
  { key: 'space-thermal-circuit' },
  { key: 'space-onsen-garden' },
  { key: 'space-biolake' },
  { key: 'space-tennis-courts' },
  { key: 'space-padel-courts' },
  { key: 'space-restaurant' },
  { key: 'space-wellness-cafe' },
  { key: 'space-tea-house' },
  { key: 'space-celestial-cinema' },
  { key: 'space-risehall' },
  { key: 'space-creative-studio' },
  { key: 'space-kids-meadow' },
] as const);

/** The six journeys of the Journeys page. */
export const journeyMedia = family('journey', [
  { key: 'journey-spa-circuit' },
  { key: 'journey-movement' },
  { key: 'journey-vitality' },
  { key: 'journey-rest' },
  { key: 'journey-nature' },
  { key: 'journey-retreats' },
] as const);

/** Site-wide drawings. */
export const planMedia = [
  ...family('plan', [{ key: 'floor-plan', focal: { x: 50, y: 50 } }] as const),
  ...family('map', [{ key: 'location-map', focal: { x: 50, y: 50 } }] as const),
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

/** One hero picture per page. */
export const heroMedia = family('hero', [
  { key: 'hero-home' },
  { key: 'hero-spa' },
  { key: 'hero-sanctum' },
  { key: 'hero-approach' },
  { key: 'hero-booking' },
  { key: 'hero-programs' },
  { key: 'hero-dining' },
  { key: 'hero-spaces' },
  { key: 'hero-location' },
  { key: 'hero-contact' },
  { key: 'hero-concierge' },
  { key: 'hero-racket-club' },
  { key: 'hero-experiences' },
  { key: 'hero-stays' },
  { key: 'hero-ai' },
  { key: 'hero-seasons' },
  { key: 'hero-partners' },
  { key: 'hero-holistic-landcare' },
] as const);

const allMedia = [
  ...spaHeroMedia,
  ...racketMedia,
  ...seasonMedia,
  ...facilityMedia,
  ...featureMedia,
  ...experienceMedia,
  ...spaceMedia,
  ...journeyMedia,
  ...planMedia,
  ...heroMedia,
] as const;

export type MediaKey = (typeof allMedia)[number]['key'];

/** Every media record, in catalogue order. */
export const media: readonly MediaRecord[] = allMedia;

const byKey = new Map<string, MediaRecord>(media.map((record) => [record.key, record]));

export const mediaKeys = media.map((record) => record.key) as readonly MediaKey[];

export function isMediaKey(key: string): key is MediaKey {
  return byKey.has(key);
}

/**
 * The keys of a numbered family, first to last (`spa-hero-01`…`spa-hero-16`): a count the spec
 * states becomes the pictures a page shows, and a number missing from the catalogue fails the
 * build.
 */
export function numberedMedia(
  prefix: 'spa-hero' | 'racket',
  count: number,
): readonly [MediaKey, ...MediaKey[]] {
  const keys = Array.from({ length: count }, (_, index) => {
    const key = `${prefix}-${String(index + 1).padStart(2, '0')}`;
    if (!isMediaKey(key)) throw new Error(`No media record for ${key}`);
    return key;
  });
  const [first, ...rest] = keys;
  if (!first) throw new Error(`No ${prefix} pictures to show`);
  return [first, ...rest];
}

/** The record of a key; an unknown key is a mistake in the content, so it throws. */
export function mediaRecord(key: string): MediaRecord {
  const record = byKey.get(key);
  if (!record) throw new Error(`Unknown media key "${key}"`);
  return record;
}

/** Records of one family, in catalogue order. */
export function mediaOfFamily(name: MediaFamily): readonly MediaRecord[] {
  return media.filter((record) => record.family === name);
}

/** Property names under which content records refer to media by key. */
const mediaProperty = /^(image|images|media|photo|photos|picture|hero|background)$|(Image|Media)$/;

/**
 * Every media key a content value refers to: strings (or arrays of strings) held in a property
 * named `image`, `media`, `photo`, `hero`, `background`, or ending in `Image`/`Media`, at any depth.
 * Tests walk the whole content package with it, so a record added later is checked too.
 */
export function collectMediaKeys(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const keys: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value);
  for (const [name, item] of entries) {
    if (name && mediaProperty.test(name)) {
      if (typeof item === 'string') keys.push(item);
      else if (Array.isArray(item))
        keys.push(...item.filter((x): x is string => typeof x === 'string'));
    }
    keys.push(...collectMediaKeys(item, seen));
  }
  return keys;
}
