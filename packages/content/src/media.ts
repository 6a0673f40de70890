/**
 * The media catalogue: every picture the site shows, by key. Pages and content records name a
 * key (`image: 'spa-hero-03'`), never a file; the app resolves the key to the property's photograph
 * when one has been dropped into `packages/content/media/`, or to the resort's own artwork.
 *
 * Alt text says what the picture shows (a guest who cannot see it learns what the sighted guest
 * sees); captions are the words printed under a photo where the page shows captions.
 */

import { capacities, elementalShowers, propertyClaims, temperatures } from './constants.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';

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

/** Where the subject sits, in percent from the left and top: crops keep it in view. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

export interface MediaRecord {
  readonly key: string;
  readonly family: MediaFamily;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** Printed under the picture where the page shows captions. */
  readonly caption?: string;
  /** Intrinsic size in CSS pixels at 1x: sets the aspect ratio, so nothing shifts as it loads. */
  readonly width: number;
  readonly height: number;
  readonly focal: FocalPoint;
}

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
  readonly alt: string;
  readonly caption?: string;
  readonly focal?: FocalPoint;
}

const center: FocalPoint = { x: 50, y: 55 };

function family<const T extends readonly Entry[]>(name: MediaFamily, entries: T) {
  return entries.map((entry) => ({
    ...entry,
    family: name,
    ...mediaFrames[name],
    focal: entry.focal ?? center,
  })) as unknown as { [K in keyof T]: T[K] & MediaRecord };
}

/** The 16 captioned photographs of the spa page's hero carousel, in the order of the loop. */
export const spaHeroMedia = family('spa-hero', [
  {
    key: 'spa-hero-01',
    alt: 'A large timber sauna hall with tiered benches facing a wide window onto the hills, a sauna master fanning warm air with a towel.',
    caption: `The Show Sauna, where up to ${String(capacities.showSaunaGuestsInCaption)} guests gather for an aufguss ritual.`,
  },
  {
    key: 'spa-hero-02',
    alt: 'A wooden barrel sauna lying on its side in a meadow under a cork oak, smoke rising from its chimney.',
    caption: 'The Barrel Sauna, cedar-scented and set among the cork oaks.',
  },
  {
    key: 'spa-hero-03',
    alt: 'The domed Hammam seen from inside: a marble platform beneath a dome pierced by star-shaped skylights, steam drifting in beams of light.',
    caption: 'The Hammam, warm marble under a star-lit dome.',
    focal: { x: 50, y: 45 },
  },
  {
    key: 'spa-hero-04',
    alt: 'Clay bowls of terracotta-coloured mud and a wooden paddle on a stone ledge, with a steaming tiled bath behind.',
    caption: 'Mud and scrub rituals with clay from our own land.',
  },
  {
    key: 'spa-hero-05',
    alt: 'A room walled in glowing pink Himalayan salt bricks, with two loungers and a salt lamp.',
    caption: `The Himalayan salt room, for up to ${numberWord(capacities.saltRoomGuests)} guests at a time.`,
  },
  {
    key: 'spa-hero-06',
    alt: 'A round wooden tub of ice-blue water with floating ice, on a stone deck in the morning.',
    caption: `The cold plunge, ${describeTemperature(temperatures.coldPlunge)}, after the heat.`,
  },
  {
    key: 'spa-hero-07',
    alt: 'A natural swimming pond edged with reeds and stones, a wooden jetty reaching into green water, hills beyond.',
    caption: `The biopool, kept clear by plants, at ${describeTemperature(temperatures.biopool)}.`,
  },
  {
    key: 'spa-hero-08',
    alt: 'Three stone-rimmed pools stepping down a hillside, steam rising from the water at dusk.',
    caption: `The Earth Onsen, stone-rimmed pools at ${describeTemperature(temperatures.earthOnsen)}.`,
  },
  {
    key: 'spa-hero-09',
    alt: 'A path of stepping stones through a shallow water channel lined with a wooden handrail, leading between pools.',
    caption: `The Kneipp walk, linking our ${numberWord(capacities.kneippBiopools)} biopools.`,
  },
  {
    key: 'spa-hero-10',
    alt: `${capitalise(numberWord(elementalShowers.elements.length))} outdoor shower columns in a row on a stone floor, each pouring water of a different rain.`,
    caption: `The elemental showers: a ${elementalShowers.group} of ${listOf(elementalShowers.elements)}.`,
  },
  {
    key: 'spa-hero-11',
    alt: 'A warm indoor pool under arched windows, bubbling jets lining its edge.',
    caption: 'The hydrotherapy pool, with massage jets along every wall.',
  },
  {
    key: 'spa-hero-12',
    alt: 'A pool with a stone bar at its edge, stools standing in the water and glasses of green juice on the counter.',
    caption: 'The vitality pool bar: fresh juices without leaving the water.',
  },
  {
    key: 'spa-hero-13',
    alt: 'A guest floating on her back in a dark pool under a sky full of stars and the Milky Way.',
    caption: 'Stargazing float therapy under the Alentejo night sky.',
    focal: { x: 50, y: 40 },
  },
  {
    key: 'spa-hero-14',
    alt: 'A small timber tea pavilion with paper lanterns beside a pond, a teapot and cups on a low table.',
    caption: 'The traditional tea house, for a quiet pause between rounds.',
  },
  {
    key: 'spa-hero-15',
    alt: 'Reclining seats facing a large screen under a domed roof open to the stars.',
    caption: `The celestial cinema, for up to ${numberWord(capacities.cinemaGuests)} guests.`,
  },
  {
    key: 'spa-hero-16',
    alt: 'A small white hut with a round window, where arcs of warm water jets ripple over a treatment bed.',
    caption: 'The touchless treatment hut: Hydrojet, Wavetouch or Mineral Soak.',
  },
] as const);

/** The racket club's captioned gallery. */
export const racketMedia = family('racket', [
  {
    key: 'racket-01',
    alt: 'A terracotta clay tennis court with white lines and a net, framed by cork oaks and rolling hills.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts))} clay tennis courts among the cork oaks.`,
  },
  {
    key: 'racket-02',
    alt: 'A blue padel court enclosed by glass walls and black mesh, the net across its middle.',
    caption: 'Panoramic padel courts with glass walls.',
  },
  {
    key: 'racket-03',
    alt: 'A whitewashed club house with a vine-covered pergola and chairs looking over the courts.',
    caption: 'The club house terrace, for the conversation after the match.',
  },
  {
    key: 'racket-04',
    alt: 'Two players with rackets on a court at golden hour, long shadows stretching across the clay.',
    caption: 'Evening doubles at golden hour.',
    focal: { x: 50, y: 60 },
  },
] as const);

/** Four photographs for each season on the Seasons page. */
export const seasonMedia = family('season', [
  {
    key: 'season-spring-1',
    alt: 'Almond trees in white and pink blossom on green rolling hills under a soft morning sky.',
  },
  {
    key: 'season-spring-2',
    alt: 'A path winding through a meadow of yellow and purple wildflowers towards a whitewashed farmhouse.',
  },
  {
    key: 'season-spring-3',
    alt: 'A stork standing in its nest on a chimney top, fresh green fields behind.',
  },
  {
    key: 'season-spring-4',
    alt: 'Raised beds of spring herbs and lettuces in the kitchen garden, a watering can on the path.',
  },
  {
    key: 'season-summer-1',
    alt: 'Golden wheat fields under a blazing sun, a lone cork oak casting a deep shadow.',
  },
  {
    key: 'season-summer-2',
    alt: 'A swimmer in the turquoise natural pool at midday, a parasol and loungers on the deck.',
  },
  {
    key: 'season-summer-3',
    alt: 'Rows of tall sunflowers facing the sun above ochre fields.',
  },
  {
    key: 'season-summer-4',
    alt: 'A long dinner table under a cork oak strung with warm lights at sunset.',
  },
  {
    key: 'season-autumn-1',
    alt: 'Vineyard rows turned amber and red, running over a hill towards a low evening sun.',
  },
  {
    key: 'season-autumn-2',
    alt: 'Wicker baskets full of dark grapes between the vines at harvest.',
  },
  {
    key: 'season-autumn-3',
    alt: 'Cork oaks with freshly stripped red trunks and stacks of curved cork bark at their feet.',
  },
  {
    key: 'season-autumn-4',
    alt: 'A branch heavy with ripe pomegranates and golden leaves against a hazy sky.',
  },
  {
    key: 'season-winter-1',
    alt: 'Soft rain falling over misty grey-green hills and a small farmhouse with a lit window.',
  },
  {
    key: 'season-winter-2',
    alt: 'A crackling fire in a stone hearth, two armchairs and a rain-streaked window.',
  },
  {
    key: 'season-winter-3',
    alt: 'Steam rising thickly from stone-rimmed hot pools on a cold misty morning.',
  },
  {
    key: 'season-winter-4',
    alt: 'A barrel sauna glowing at night, chimney smoke drifting under a starry winter sky.',
  },
] as const);

/** Photos shown in the floor plan's popovers; other facilities have none. */
export const facilityMedia = family('facility', [
  {
    key: 'facility-event-sauna',
    alt: 'The event sauna: a wide timber hall with tiered benches and a stove of hot stones.',
  },
  {
    key: 'facility-event-hammam',
    alt: 'The event hammam: a domed stone room with star skylights and a marble platform in steam.',
  },
  {
    key: 'facility-infrared-sauna-1',
    alt: 'A compact cedar infrared sauna cabin glowing with warm red light panels.',
  },
  {
    key: 'facility-rural-sauna-pond',
    alt: 'A small stone-and-timber sauna by a pond, a wooden ladder leading into the water.',
  },
  {
    key: 'facility-vitality-pool-bar',
    alt: 'A stone bar at the edge of the pool, stools in the water and juices on the counter.',
  },
  {
    key: 'facility-walk-through-cold-plunge',
    alt: 'A long narrow channel of ice-blue water with steps down at each end and a handrail.',
  },
  {
    key: 'facility-nature-biolake-immersive',
    alt: 'A wide natural lake with a floating deck, reeds along the shore and hills behind.',
  },
  {
    key: 'facility-earth-onsen',
    alt: 'Stone-rimmed hot pools stepping down the hill, steam rising from the water.',
  },
  {
    key: 'facility-sky-bathing-floatation',
    alt: 'A dark floatation pool open to a night sky full of stars.',
  },
  {
    key: 'facility-touchless-treatment-hut',
    alt: 'A small white hut where arcs of warm water jets ripple over a treatment bed.',
  },
  {
    key: 'facility-tea-house',
    alt: 'A timber tea pavilion with paper lanterns beside a pond.',
  },
  {
    key: 'facility-celestial-cinema',
    alt: 'Reclining seats facing a large screen under a dome open to the stars.',
  },
  {
    key: 'facility-beehive-space',
    alt: 'Domed hexagonal pods of timber and clay clustered in a wildflower meadow.',
  },
  {
    key: 'facility-hay-relaxation-space',
    alt: 'Round hay bales and soft blankets in a barn with light slanting through the slats.',
  },
] as const);

/** Cards of the home page's signature experiences, the stays types and the sanctum pathways. */
export const featureMedia = [
  ...family('signature', [
    {
      key: 'signature-thermal-sanctuary',
      alt: 'A steaming stone pool beside a timber sauna at dusk, warm light in the sauna window.',
    },
    {
      key: 'signature-earth-ritual',
      alt: 'Bowls of red clay, dried herbs and a folded linen towel on a stone bench among olive trees.',
    },
  ] as const),
  ...family('stay', [
    {
      key: 'stay-wellness-suites',
      alt: 'A whitewashed suite with a wide window over the hills, a low bed dressed in linen and a reading chair.',
    },
    {
      key: 'stay-garden-villas',
      alt: 'A single-storey white villa with a terracotta roof, its own garden of lavender and olive trees.',
    },
    {
      key: 'stay-beehive-pods',
      alt: 'Domed hexagonal timber pods with round doors, clustered in a meadow under the stars.',
    },
  ] as const),
  ...family('sanctum', [
    {
      key: 'sanctum-biosanctum',
      alt: 'A calm white room with a recovery bed, soft blue light panels and a window onto cork oaks.',
    },
    {
      key: 'sanctum-flow',
      alt: `A winding path linking a sauna, steaming pools and a lake across ${numberWord(propertyClaims.sanctumFlowAcres)} acres of hillside.`,
    },
  ] as const),
  ...family('dining', [
    {
      key: 'dining-restaurant',
      alt: 'A long table set with bread, olives, grilled vegetables and wine under a vaulted whitewashed ceiling.',
    },
    {
      key: 'dining-cafe',
      alt: 'A sunny cafe counter with green juices, bowls of fruit and fresh bread, a terrace beyond.',
    },
  ] as const),
] as const;

/** The ten experience cards of the Experiences page, by experience id. */
export const experienceMedia = family('experience', [
  {
    key: 'experience-sanctum-flow',
    alt: 'A path leading past a steaming onsen pool and a timber sauna towards a lake at golden hour.',
  },
  {
    key: 'experience-vitality-circuits',
    alt: 'Recovery stations in a bright pavilion: a red-light panel, a cold tub and a breathing mat.',
  },
  {
    key: 'experience-nature-stays',
    alt: 'Domed pods and a white villa nestled among cork oaks at dusk, windows glowing.',
  },
  {
    key: 'experience-nature-immersions',
    alt: 'A guest walking barefoot along a forest trail between cork oaks, sunlight filtering through.',
  },
  {
    key: 'experience-rest-stillness',
    alt: 'A hammock strung between two olive trees above a still pond at dawn.',
  },
  {
    key: 'experience-creative-soul-spaces',
    alt: 'A bright studio with an easel, clay pots on a wheel and a window onto the hills.',
  },
  {
    key: 'experience-risehall',
    alt: 'A tall timber hall with a wall of windows at sunrise, yoga mats laid out on the floor.',
  },
  {
    key: 'experience-alento-club',
    alt: 'A clay tennis court and a glass-walled padel court side by side among cork oaks.',
  },
  {
    key: 'experience-kids-path',
    alt: 'A rope swing on a cork oak and a small wooden tree house above a meadow path.',
  },
  {
    key: 'experience-ai-concierge',
    alt: 'A tablet on a linen cushion showing a planned spa day as a path of stations, a cup of tea beside it.',
  },
] as const);

/** The grid of fifteen spaces on the Spaces page. */
export const spaceMedia = family('space', [
  {
    key: 'space-wellness-suites',
    alt: 'A whitewashed suite with a low linen bed and a window over the hills.',
  },
  {
    key: 'space-garden-villas',
    alt: 'A white villa with a terracotta roof in a garden of lavender and olive trees.',
  },
  {
    key: 'space-beehive-pods',
    alt: 'Domed hexagonal pods clustered in a meadow.',
  },
  {
    key: 'space-thermal-circuit',
    alt: 'A timber sauna and steaming stone pools joined by a gravel path.',
  },
  {
    key: 'space-onsen-garden',
    alt: 'Stone-rimmed hot pools in a garden of grasses, steam rising.',
  },
  {
    key: 'space-biolake',
    alt: 'A natural lake with a wooden jetty and reeds.',
  },
  {
    key: 'space-tennis-courts',
    alt: 'A terracotta clay tennis court among cork oaks.',
  },
  {
    key: 'space-padel-courts',
    alt: 'A blue padel court enclosed by glass walls.',
  },
  {
    key: 'space-restaurant',
    alt: 'A long table set for dinner under a vaulted whitewashed ceiling.',
  },
  {
    key: 'space-wellness-cafe',
    alt: 'A sunny cafe counter with juices and fresh bread.',
  },
  {
    key: 'space-tea-house',
    alt: 'A timber tea pavilion with lanterns beside a pond.',
  },
  {
    key: 'space-celestial-cinema',
    alt: 'Reclining seats under a dome open to the stars, facing a screen.',
  },
  {
    key: 'space-risehall',
    alt: 'A tall timber hall with a wall of windows and yoga mats on the floor.',
  },
  {
    key: 'space-creative-studio',
    alt: 'A studio with an easel and clay pots by a window onto the hills.',
  },
  {
    key: 'space-kids-meadow',
    alt: 'A rope swing on a cork oak and a tree house above a meadow.',
  },
] as const);

/** The six journeys of the Journeys page. */
export const journeyMedia = family('journey', [
  {
    key: 'journey-spa-circuit',
    alt: 'A loop of path linking a sauna, a hammam dome, a cold plunge tub and steaming pools.',
  },
  {
    key: 'journey-movement',
    alt: 'A padel racket and a tennis ball on the clay of a court at morning.',
  },
  {
    key: 'journey-vitality',
    alt: 'A glass of green juice, a red-light panel and an ice-blue plunge tub in a bright pavilion.',
  },
  {
    key: 'journey-rest',
    alt: 'A hammock between olive trees over a still pond at dawn.',
  },
  {
    key: 'journey-nature',
    alt: 'A trail through cork oaks over rolling hills, a bench at the viewpoint.',
  },
  {
    key: 'journey-retreats',
    alt: 'A circle of meditation cushions on a terrace looking over the hills at sunset.',
  },
] as const);

/** Site-wide drawings. */
export const planMedia = [
  ...family('plan', [
    {
      key: 'floor-plan',
      alt: 'An illustrated site plan of the spa grounds: a lake and biopools, the saunas grouped together, a row of treatment huts, the onsen pools, the tea house and cinema, joined by paths.',
      focal: { x: 50, y: 50 },
    },
  ] as const),
  ...family('map', [
    {
      key: 'location-map',
      alt: 'A map of southern Portugal and Andalusia: the resort in the Alentejo hills, Lisbon to the north-west, Faro on the southern coast and Seville to the east.',
      focal: { x: 50, y: 50 },
    },
  ] as const),
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

export const floorPlanZones = [
  {
    id: 'lake',
    name: 'The lake',
    top: 6,
    left: 3,
    width: 28,
    height: 30,
    facilities: ['nature-biolake-immersive', 'sky-bathing-floatation'],
  },
  {
    id: 'biopools',
    name: 'Biopools and the Kneipp walk',
    top: 42,
    left: 4,
    width: 26,
    height: 16,
    facilities: ['biopool-sauna-hammam'],
  },
  {
    id: 'saunas',
    name: 'Saunas',
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
    name: 'Hammam and mud',
    top: 38,
    left: 38,
    width: 14,
    height: 12,
    facilities: ['event-hammam', 'larger-rinse-shower-mud'],
  },
  {
    id: 'cooling',
    name: 'Cold plunge and showers',
    top: 38,
    left: 55,
    width: 9,
    height: 22,
    facilities: ['walk-through-cold-plunge', 'plunge-pools-biohacking', 'elemental-showers'],
  },
  {
    id: 'hot-baths',
    name: 'Onsen and hot baths',
    top: 56,
    left: 31,
    width: 23,
    height: 24,
    facilities: ['earth-onsen', 'private-hot-baths-single', 'private-hot-baths-multi'],
  },
  {
    id: 'treatments',
    name: 'Treatment huts',
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
    name: 'Vitality pool, bar and restaurant',
    top: 62,
    left: 58,
    width: 14,
    height: 14,
    facilities: ['vitality-pool-restaurant', 'vitality-pool-bar'],
  },
  {
    id: 'play-rest',
    name: 'Tea house, cinema and rest',
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
    name: 'Sanctum and entry',
    top: 78,
    left: 64,
    width: 18,
    height: 16,
    facilities: ['sanctum-building', 'touchless-entry', 'private-sanctum-space'],
  },
  {
    id: 'food-truck',
    name: 'Food truck',
    top: 80,
    left: 8,
    width: 8,
    height: 10,
    facilities: ['food-truck-van'],
  },
] as const satisfies readonly PlanZone[];

/** One hero picture per page. */
export const heroMedia = family('hero', [
  {
    key: 'hero-home',
    alt: 'Rolling Alentejo hills at golden hour, a timber sauna and steaming pools among cork oaks.',
  },
  {
    key: 'hero-spa',
    alt: 'Steam rising from stone pools beside a timber sauna, hills glowing at dusk.',
  },
  {
    key: 'hero-sanctum',
    alt: 'Two paths parting in a meadow: one to a white sanctuary building, one to a lake with steaming pools.',
  },
  {
    key: 'hero-approach',
    alt: 'A lone cork oak on a hill at sunrise, mist lying in the valleys.',
  },
  {
    key: 'hero-booking',
    alt: 'A whitewashed gate in a stone wall opening onto a path towards the resort among cork oaks.',
  },
  {
    key: 'hero-programs',
    alt: 'A path winding over rolling hills from a sauna to a lake to a grove, in evening light.',
  },
  {
    key: 'hero-dining',
    alt: 'A long table laid outdoors under a cork oak at sunset, with bread, olives and wine.',
  },
  {
    key: 'hero-spaces',
    alt: 'A whitewashed courtyard with arches framing the hills, olive trees in terracotta pots.',
  },
  {
    key: 'hero-location',
    alt: 'A country road winding through cork oak hills towards white houses on a ridge.',
  },
  {
    key: 'hero-contact',
    alt: 'A whitewashed house front with a blue-painted door and a bench in the shade of an olive tree.',
  },
  {
    key: 'hero-concierge',
    alt: 'A night sky full of stars over the hills, a glowing path of stations drawn across the land.',
  },
  {
    key: 'hero-racket-club',
    alt: 'A clay tennis court and a glass-walled padel court in the hills at golden hour.',
  },
  {
    key: 'hero-experiences',
    alt: 'A wide view of the resort: saunas, pools, a lake and domed pods spread across the hills.',
  },
  {
    key: 'hero-stays',
    alt: 'Domed pods and white villas among cork oaks under a deep blue evening sky.',
  },
  {
    key: 'hero-ai',
    alt: 'Constellations joined by fine lines above the night-time hills and a softly lit pavilion.',
  },
  {
    key: 'hero-seasons',
    alt: 'One hillside seen through the year, blossom, gold, amber vines and winter rain in four bands.',
  },
  {
    key: 'hero-partners',
    alt: 'The resort in its valley at sunset: white buildings, a lake and cork oak forest to the horizon.',
  },
  {
    key: 'hero-holistic-landcare',
    alt: 'Hands planting a young cork oak in terraced soil, a regenerated green valley behind.',
  },
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
