import { capacities, guestAges, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { capitalise, formatTemperature, listOf, numberWord } from './format.ts';
import type { Facility as ModelFacility } from './model/facilities.ts';
import type { GuidanceId } from './station-guidance.ts';

/**
 * The spa grounds' facilities: the interactive floor plan's markers (spec §3 "Facility"). The
 * spec lists 34 ids for its 35 markers; decisions.md adds `elemental-showers` as the 35th.
 *
 * This module holds their words, and a language's build swaps it for its twin
 * (`facilities.pt-PT.ts`); the categories' words are in `facility-categories.ts`, and the ids,
 * colours and lookups, which hold none, in `facility-category-lookups.ts` and
 * `facility-lookups.ts`.
 */

/** A place of the floor plan, with the kind of station whose safety guidance it carries. */
export interface Facility extends ModelFacility {
  /** Its safety guidance (temperature, time, after, who should ask first), for heat, cold and water. */
  readonly guidance?: GuidanceId;
}

/**
 * Positions sit on what the drawn plan shows (its zones are `floorPlanZones` in media.ts): the
 * biolake in the north-west with the floatation deck on its jetty, the biopools joined by the
 * Kneipp walk below it, the saunas together north of the hammam, the treatment huts in a row along
 * the northern edge, the onsen pools in the middle, the Sanctum building and its gate in the south.
 * Whole percents: the plan places markers by one class per percent.
 */
export const facilities = [
  {
    id: 'touchless-entry',
    name: 'Touchless Entry',
    description:
      'The gate to the circuit. Doors open as you approach and your wristband carries you through, so the first thing you feel is the air of the hills, not a handle.',
    features: ['Wristband access', 'Lockers and robes', 'Circuit map and timings'],
    category: 'touchless',
    icon: 'map-pin',
    position: { top: 92, left: 73 },
  },
  {
    id: 'touchless-treatment-hut',
    name: 'Touchless Treatment Hut',
    description:
      'Your personal touchless treatment, included in the Sanctum Flow pass. Lie back and choose one of three: Hydrojet, Wavetouch or Mineral Soak.',
    features: ['Hydrojet, Wavetouch or Mineral Soak', 'Included in the pass', '20-minute session'],
    category: 'touchless',
    icon: 'sparkle',
    image: 'facility-touchless-treatment-hut',
    position: { top: 10, left: 94 },
  },
  {
    id: 'sanctum-building',
    name: 'Sanctum Building',
    description:
      'The stone heart of the spa: reception, changing rooms and the hosts who can help you shape your day. Every path of the circuit starts and ends here.',
    features: ['Reception and hosts', 'Changing rooms', 'Quiet library corner'],
    category: 'arrival',
    icon: 'users',
    position: { top: 84, left: 79 },
  },
  {
    id: 'event-sauna',
    name: 'Event Sauna',
    description: `Our largest sauna, built for aufguss ceremonies with music, scent and towel work. Up to ${String(capacities.eventSaunaGuests)} guests gather on its tiered benches.`,
    features: [
      `Up to ${String(capacities.eventSaunaGuests)} guests`,
      'Hourly aufguss ceremonies',
      'Tiered cedar benches',
    ],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-event-sauna',
    position: { top: 14, left: 43 },
  },
  {
    id: 'event-hammam',
    name: 'Event Hammam',
    description: `A domed steam room of warm marble where scrub and foam rituals are held for up to ${String(capacities.eventHammamGuests)} guests at a time.`,
    features: [
      `Up to ${String(capacities.eventHammamGuests)} guests`,
      'Warm marble benches',
      'Foam and scrub rituals',
    ],
    category: 'steam',
    guidance: 'steamRoom',
    icon: 'steam',
    image: 'facility-event-hammam',
    position: { top: 44, left: 43 },
  },
  {
    id: 'hay-relaxation-space',
    name: 'Hay Relaxation Space',
    description:
      'Rest on beds of sweet meadow hay under a timber roof. The warm grass scent slows the breath after the heat of the saunas.',
    features: ['Meadow hay beds', 'Timber roof, open sides', 'Blankets for cooler days'],
    category: 'play',
    icon: 'bed',
    image: 'facility-hay-relaxation-space',
    position: { top: 51, left: 92 },
  },
  {
    id: 'infrared-sauna-1',
    name: 'Infrared Sauna I',
    description: `Gentle infrared heat at ${formatTemperature(temperatures.infraredSauna)} that warms the body from within, for those who prefer a softer sauna.`,
    features: [
      formatTemperature(temperatures.infraredSauna),
      'Soft, even warmth',
      `Room for ${numberWord(capacities.infraredSaunaGuests)}`,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    image: 'facility-infrared-sauna-1',
    position: { top: 12, left: 52 },
  },
  {
    id: 'infrared-sauna-2',
    name: 'Infrared Sauna II',
    description: `A second infrared cabin at ${formatTemperature(temperatures.infraredSauna)}, with a window onto the cork oaks so you can watch the light move while you warm.`,
    features: [
      formatTemperature(temperatures.infraredSauna),
      'View of the cork oaks',
      `Room for ${numberWord(capacities.infraredSaunaGuests)}`,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    position: { top: 12, left: 57 },
  },
  {
    id: 'rural-sauna-pond',
    name: 'Rural Sauna by the Pond',
    description:
      'A wood-fired barrel sauna on the edge of the pond. Step out of the heat and straight down the jetty into the cool water.',
    features: ['Wood-fired barrel sauna', 'Jetty into the pond', 'Birdsong, no music'],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-rural-sauna-pond',
    position: { top: 26, left: 42 },
  },
  {
    id: 'vitality-pool-restaurant',
    name: 'Vitality Pool Restaurant',
    description:
      'Seasonal plates from our garden and the Alentejo, served on the terrace above the vitality pool. Come in your robe.',
    features: ['Garden-to-table menu', 'Terrace over the pool', 'Robes welcome'],
    category: 'nourish',
    icon: 'utensils',
    position: { top: 68, left: 70 },
  },
  {
    id: 'vitality-pool-bar',
    name: 'Vitality Pool Bar',
    description:
      'A bar you swim up to: cold-pressed juices, herbal tonics and mineral waters served at the edge of the vitality pool.',
    features: ['Cold-pressed juices', 'Herbal tonics', 'Swim-up counter'],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-vitality-pool-bar',
    position: { top: 70, left: 62 },
  },
  {
    id: 'walk-through-cold-plunge',
    name: 'Walk-through Cold Plunge',
    description: `A stone channel of spring water at ${formatTemperature(temperatures.coldPlunge)}. Walk its length step by step, or go under and come out singing.`,
    features: [
      formatTemperature(temperatures.coldPlunge),
      'Walk in at your own pace',
      'Handrail the whole way',
    ],
    category: 'cooling',
    guidance: 'coldPlunge',
    icon: 'snowflake',
    image: 'facility-walk-through-cold-plunge',
    position: { top: 41, left: 59 },
  },
  {
    id: 'rinse-showers-sauna',
    name: 'Rinse Showers by the Saunas',
    description:
      'Open-air rain showers beside the sauna yard, to rinse before you enter and cool down when you leave.',
    features: ['Open-air rain showers', 'Warm and cold settings', 'Beside the sauna yard'],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 26, left: 52 },
  },
  {
    id: 'larger-rinse-shower-mud',
    name: 'Mud Rinse Shower',
    description:
      'A wide stone shower beside the mud terrace, where the red Alentejo clay comes off after it has dried in the sun.',
    features: ['Mud and scrub rituals', 'Sun terrace for drying', 'Wide stone shower'],
    category: 'scrub',
    icon: 'mountain',
    position: { top: 44, left: 48 },
  },
  {
    id: 'biopool-sauna-hammam',
    name: 'Biopool of the Sauna Yard',
    description: `A plant-filtered pool at ${formatTemperature(temperatures.biopool)} between the saunas and the hammam, cleaned by reeds and stones rather than chemicals.`,
    features: [
      formatTemperature(temperatures.biopool),
      'Filtered by plants',
      'Between sauna and hammam',
    ],
    category: 'cooling',
    guidance: 'biopool',
    icon: 'wave',
    position: { top: 52, left: 17 },
  },
  {
    id: 'nature-biolake-immersive',
    name: 'Nature Biolake',
    description:
      'A living lake for slow swims among water lilies and dragonflies. Its water is kept clear by reed beds, and its far shore belongs to the herons.',
    features: ['Natural swimming', 'Reed-bed filtration', 'Wooden swimming deck'],
    category: 'cooling',
    guidance: 'biolake',
    icon: 'water',
    image: 'facility-nature-biolake-immersive',
    position: { top: 20, left: 14 },
  },
  {
    id: 'earth-onsen',
    name: 'Earth Onsen',
    description: `Hot mineral pools at ${formatTemperature(temperatures.earthOnsen)} set into the hillside, edged with local stone and open to the sky.`,
    features: [formatTemperature(temperatures.earthOnsen), 'Mineral water', 'Open to the sky'],
    category: 'hot',
    guidance: 'onsen',
    icon: 'steam',
    image: 'facility-earth-onsen',
    position: { top: 61, left: 36 },
  },
  {
    id: 'sky-bathing-floatation',
    name: 'Sky Bathing Floatation',
    description:
      'Float on warm salt water under the open sky: clouds by day, and after dark the stars of one of the darkest skies in Europe.',
    features: ['Stargazing float therapy', 'Warm salt water', 'Evening sessions'],
    category: 'hot',
    guidance: 'floatation',
    icon: 'moon',
    image: 'facility-sky-bathing-floatation',
    position: { top: 21, left: 27 },
  },
  {
    id: 'private-hot-baths-single',
    name: 'Private Hot Bath',
    description:
      'A hot stone tub for one, screened by rosemary hedges. Book a quiet half hour with yourself.',
    features: ['For one guest', 'Screened by hedges', 'Bookable half hours'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 73, left: 48 },
  },
  {
    id: 'private-hot-baths-multi',
    name: 'Private Hot Baths for Two or More',
    description: `Larger private baths for couples, friends and families with children of ${String(guestAges.wholeCircuit)} and over, each behind its own gate with a view of the valley.`,
    features: ['For couples and small groups', 'Private gate', 'Valley view'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 62, left: 46 },
  },
  {
    id: 'plunge-pools-biohacking',
    name: 'Biohacking Plunge Pools',
    description:
      'Side-by-side hot and cold pools for contrast therapy. Alternate between them to wake the circulation and sharpen the mind.',
    features: ['Hot and cold side by side', 'Timed contrast rounds', 'Guidance on the wall'],
    category: 'cooling',
    guidance: 'plungePools',
    icon: 'snowflake',
    position: { top: 50, left: 58 },
  },
  {
    id: 'premium-waiting-room',
    name: 'Premium Waiting Room',
    description:
      'A calm room of linen and clay where you wait for your treatment with herbal tea and a view of the garden.',
    features: ['Herbal tea', 'Garden view', 'Therapists meet you here'],
    category: 'treatment',
    icon: 'cup',
    position: { top: 20, left: 76 },
  },
  {
    id: 'premium-treatment-huts',
    name: 'Premium Treatment Huts',
    description:
      'Thatched huts among the olive trees for our longest massages and rituals, with the doors open to the breeze.',
    features: ['Signature massages', 'Among the olive trees', 'Doors open to the breeze'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 85 },
  },
  {
    id: 'premium-couples-treatment',
    name: 'Couples Treatment Hut',
    description:
      'A hut with two tables side by side, for a massage shared with someone you love, followed by tea on its own terrace.',
    features: ['Two tables side by side', 'Private terrace', 'Tea after'],
    category: 'treatment',
    icon: 'heart',
    position: { top: 10, left: 90 },
  },
  {
    id: 'treatment-room-1',
    name: 'Treatment Room 1',
    description:
      'A quiet room of whitewashed walls for massage and body work, warmed from the floor.',
    features: ['Massage and body work', 'Warm floor', 'Soft daylight'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 68 },
  },
  {
    id: 'treatment-room-2',
    name: 'Treatment Room 2',
    description: 'A room for facials and skin rituals made with herbs and oils from our land.',
    features: ['Facials and skin rituals', 'Herbs from our land', 'Soft daylight'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 72 },
  },
  {
    id: 'treatment-room-3',
    name: 'Treatment Room 3',
    description: 'A room for reflexology and energy work, with a window onto the lavender beds.',
    features: ['Reflexology and energy work', 'Lavender view', 'Warm floor'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 77 },
  },
  {
    id: 'treatment-room-4',
    name: 'Treatment Room 4',
    description: 'A room for deep-tissue and sports massage after a morning on the courts.',
    features: ['Deep-tissue and sports massage', 'Stretching space', 'Warm floor'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 81 },
  },
  {
    id: 'tea-house',
    name: 'Traditional Tea House',
    description:
      'A low tea house by the garden, where teas of wild herbs and blossoms are poured slowly and drunk slowly.',
    features: ['Wild herb and blossom teas', 'Slow pouring ceremony', 'Garden seats'],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-tea-house',
    position: { top: 33, left: 77 },
  },
  {
    id: 'private-sanctum-space',
    name: 'Private Sanctum Space',
    description:
      'A secluded pavilion for meditation, breathwork or simply being alone for a while. Reserve it by the hour.',
    features: ['Meditation and breathwork', 'Reserved by the hour', 'Secluded pavilion'],
    category: 'play',
    icon: 'wind',
    position: { top: 84, left: 73 },
  },
  {
    id: 'food-truck-van',
    name: 'Garden Food Van',
    description:
      'A vintage van in the meadow serving wraps, bowls and ice lollies made with fruit from the orchard.',
    features: ['Light meals on the go', 'Orchard fruit lollies', 'Picnic blankets'],
    category: 'nourish',
    icon: 'car',
    position: { top: 82, left: 11 },
  },
  {
    id: 'celestial-cinema',
    name: 'Celestial Cinema',
    description: `A small cinema of deep sofas for films of nature and the stars. Up to ${String(capacities.cinemaGuests)} guests at a screening.`,
    features: [
      `Up to ${String(capacities.cinemaGuests)} guests`,
      'Nature and sky films',
      'Blankets and sofas',
    ],
    category: 'entertain',
    icon: 'star',
    image: 'facility-celestial-cinema',
    position: { top: 35, left: 90 },
  },
  {
    id: 'lounger-zones',
    name: 'Lounger Zones',
    description:
      'Loungers under the cork oaks and in the sun, spread around the circuit so there is always somewhere to lie back.',
    features: ['Sun and shade', 'Around the whole circuit', 'Towels at every zone'],
    category: 'play',
    icon: 'sun',
    position: { top: 51, left: 81 },
  },
  {
    id: 'beehive-space',
    name: 'Beehive Space',
    description:
      'Rest beside our hives behind a fine screen and breathe the warm air of the colony, then learn from our beekeeper how the bees tend the land.',
    features: ['Hive-air breathing', 'Beekeeper talks', 'Honey tasting'],
    category: 'entertain',
    icon: 'tree',
    image: 'facility-beehive-space',
    position: { top: 64, left: 84 },
  },
  {
    id: 'elemental-showers',
    name: 'Elemental Showers',
    description: `A ${elementalShowers.group} of showers, one for each element: ${listOf(elementalShowers.elements)}.`,
    features: [
      `${capitalise(numberWord(elementalShowers.elements.length))} showers, one per element`,
      capitalise(listOf(elementalShowers.elements)),
      'Between the saunas and the pools',
    ],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 52, left: 62 },
  },
] as const satisfies readonly Facility[];

export type FacilityId = (typeof facilities)[number]['id'];
