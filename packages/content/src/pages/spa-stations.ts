import { capacities, temperatures } from '../constants.ts';
import { elementalShowers } from '../claims.ts';
import { capitalise, formatTemperature, listOf, numberWord } from '../format.ts';
import type { GuidanceId } from '../station-guidance.ts';
import type { SpaSectionId } from './spa-section-ids.ts';

/**
 * A station of the circuit as a section lists it: its name, a short line about it, and for a
 * station of heat, cold or water, its safety guidance.
 */
export interface SpaStation {
  readonly name: string;
  readonly detail: string;
  readonly guidance?: GuidanceId;
}

export interface SpaSection {
  /** One of `spaSectionIds`, which lists them in this order. */
  readonly id: SpaSectionId;
  readonly title: string;
  /** The facility category it belongs to (see facilities.ts), when it has one. */
  readonly category?: string;
  /** An Icon name of the design system. */
  readonly icon: string;
  readonly body: string;
  readonly stations: readonly SpaStation[];
  /** Media key of its picture, when it has one. */
  readonly image?: string;
}

/** The three treatments a guest chooses from in the touchless treatment hut. */
export const touchlessOptions = ['Hydrojet', 'Wavetouch', 'Mineral Soak'] as const;

/**
 * The spa circuit's stations, grouped by what they do for a guest: the spa page's cards, and what
 * the structured data and the safety pages read. A module of their own, beside the page's other
 * words (`spa-overview.ts`) and its sequences (`spa-sequences.ts`).
 */
export const spaSections = [
  {
    id: 'sauna-rooms',
    title: 'Sauna Rooms',
    category: 'sauna',
    icon: 'flame',
    body: 'Dry heat in cedar and pine, from ceremonial rounds in the Show Sauna to the quiet crackle of a wood-fired barrel by the pond.',
    stations: [
      {
        name: 'Show Sauna',
        detail: `Aufguss ceremonies with music, scent and towel work for up to ${String(capacities.showSaunaGuests)} guests.`,
        guidance: 'sauna',
      },
      {
        name: 'Barrel Sauna',
        detail: 'Wood-fired, on the edge of the pond, with a jetty into the cool water.',
        guidance: 'sauna',
      },
      {
        name: 'Infrared Saunas',
        detail: `${capitalise(numberWord(capacities.infraredSaunas))} cabins of gentle infrared heat at ${formatTemperature(temperatures.infraredSauna)}.`,
        guidance: 'infraredSauna',
      },
    ],
    image: 'facility-event-sauna',
  },
  {
    id: 'steam-room',
    title: 'Steam Room',
    category: 'steam',
    icon: 'steam',
    body: 'A domed hammam of warm marble and eucalyptus steam that opens the breath and softens the skin.',
    stations: [
      {
        name: 'Hammam',
        detail: `Warm marble, eucalyptus steam and foam rituals, for up to ${String(capacities.eventHammamGuests)} guests.`,
        guidance: 'steamRoom',
      },
    ],
    image: 'facility-event-hammam',
  },
  {
    id: 'mud-and-scrub',
    title: 'Mud and Scrub Rituals',
    category: 'scrub',
    icon: 'mountain',
    body: 'Paint yourself in red Alentejo clay, let it dry in the sun, then scrub and rinse under the wide stone shower. Skin remembers it for days.',
    stations: [
      { name: 'Clay terrace', detail: 'Red clay from our hills, dried in the sun.' },
      { name: 'Salt and olive scrub', detail: 'Sea salt and olive oil for smooth, warm skin.' },
      { name: 'Mud rinse shower', detail: 'A wide stone shower to wash the earth away.' },
    ],
  },
  {
    id: 'foot-and-facial',
    title: 'Foot & Facial Therapies',
    category: 'foot',
    icon: 'droplet',
    body: 'Small rituals with a large effect: herbal steam for the face, water and stone for tired feet.',
    stations: [
      { name: 'Facial steaming', detail: 'Bowls of herbal steam with rosemary and lavender.' },
      { name: 'Foot water massage', detail: 'Jets of warm water along the soles.' },
      { name: 'Foot soaks', detail: 'Warm basins of salt and herbs beside the garden.' },
      {
        name: 'Kneipp walk',
        detail: `A path of cold water and river stones that connects ${String(capacities.kneippBiopools)} biopools.`,
        guidance: 'kneippWalk',
      },
    ],
  },
  {
    id: 'salt-therapy',
    title: 'Salt Therapy',
    category: 'salt',
    icon: 'wind',
    body: 'Breathe slowly in a room lined with blocks of Himalayan salt, lit from within like embers.',
    stations: [
      {
        name: 'Himalayan salt room',
        detail: `Up to ${numberWord(capacities.saltRoomGuests)} guests at a time, for quiet breathing.`,
      },
    ],
  },
  {
    id: 'cooling',
    title: 'Cooling Treatments',
    category: 'cooling',
    icon: 'snowflake',
    body: 'After the heat, the cold: every way we know to cool the body and wake the mind.',
    stations: [
      {
        name: 'Cold mist',
        detail: 'A fine, cool fog to walk through after the sauna.',
        guidance: 'coldMist',
      },
      {
        name: 'Cold plunge',
        detail: `A walk-through channel of spring water at ${formatTemperature(temperatures.coldPlunge)}.`,
        guidance: 'coldPlunge',
      },
      {
        name: 'Biopool',
        detail: `A plant-filtered pool at ${formatTemperature(temperatures.biopool)}.`,
        guidance: 'biopool',
      },
      {
        name: 'Elemental showers',
        detail: `A ${elementalShowers.group} of showers: ${listOf(elementalShowers.elements)}.`,
      },
    ],
    image: 'facility-walk-through-cold-plunge',
  },
  {
    id: 'hot-baths',
    title: 'Hot Baths',
    category: 'hot',
    icon: 'water',
    body: 'Warm water, deep rest: pools to lie back in for as long as you like.',
    stations: [
      {
        name: 'Hydrotherapy pool',
        detail: 'Jets and currents for the back and shoulders.',
        guidance: 'hydrotherapyPool',
      },
      {
        name: 'Onsen pools',
        detail: `Mineral pools at ${formatTemperature(temperatures.earthOnsen)}, open to the sky.`,
        guidance: 'onsen',
      },
      {
        name: 'Couple and private pools',
        detail: 'Hot baths behind their own gates, for one, two or a few.',
        guidance: 'hotBath',
      },
    ],
    image: 'facility-earth-onsen',
  },
  {
    id: 'vitality-pool-bar',
    title: 'Vitality Pool Bar',
    category: 'nourish',
    icon: 'cup',
    body: 'Swim up to the counter for a cold-pressed juice, a herbal tonic or simply a glass of mineral water from our spring.',
    stations: [
      { name: 'Swim-up counter', detail: 'Juices, tonics and spring water.' },
      { name: 'Terrace restaurant', detail: 'Seasonal plates above the pool; robes welcome.' },
    ],
    image: 'facility-vitality-pool-bar',
  },
  {
    id: 'guided-by-nature',
    title: 'Guided by Nature',
    icon: 'leaf',
    body: 'Our hosts lead short walks, breathwork and forest bathing between the stations, so the land itself becomes part of the circuit.',
    stations: [
      { name: 'Forest bathing', detail: 'A slow walk under the cork oaks.' },
      { name: 'Breathwork', detail: 'Morning and evening sessions by the biolake.' },
    ],
  },
  {
    id: 'stargazing-float',
    title: 'Stargazing Float Therapy',
    category: 'hot',
    icon: 'moon',
    body: 'After dark, float on warm salt water and watch the stars of one of the darkest skies in Europe turn above you.',
    stations: [
      {
        name: 'Sky bathing floatation',
        detail: 'Warm salt water, open sky, evening sessions.',
        guidance: 'floatation',
      },
    ],
    image: 'facility-sky-bathing-floatation',
  },
  {
    id: 'open-air-kitchen',
    title: 'Open-air Kitchen Classes',
    category: 'nourish',
    icon: 'utensils',
    body: 'Cook with our chefs in the garden: fermenting, bread from the wood oven, and what to do with a basket of just-picked herbs.',
    stations: [{ name: 'Garden kitchen', detail: 'Small classes around the wood oven.' }],
  },
  {
    id: 'play-and-rest',
    title: 'Play & Rest Zones',
    category: 'play',
    icon: 'sun',
    body: 'Between rounds, lie back: beds of meadow hay, loungers in sun and shade, and pavilions for being alone for a while.',
    stations: [
      { name: 'Hay relaxation space', detail: 'Sweet meadow hay under a timber roof.' },
      { name: 'Lounger zones', detail: 'Sun and shade around the whole circuit.' },
      { name: 'Private sanctum space', detail: 'A secluded pavilion, reserved by the hour.' },
    ],
  },
  {
    id: 'entertain-and-educate',
    title: 'Entertain & Educate',
    category: 'entertain',
    icon: 'star',
    body: 'A small cinema of deep sofas for films of nature and the stars, and talks with the people who tend the land.',
    stations: [
      {
        name: 'Celestial cinema',
        detail: `Up to ${numberWord(capacities.cinemaGuests)} guests at a screening.`,
      },
      { name: 'Beehive space', detail: 'Hive-air breathing and beekeeper talks.' },
    ],
    image: 'facility-celestial-cinema',
  },
  {
    id: 'nourish-and-replenish',
    title: 'Nourish & Replenish',
    category: 'nourish',
    icon: 'utensils',
    body: 'The wellness cafe serves bowls, broths and bakes through the day, made with what the garden gives.',
    stations: [
      { name: 'Wellness cafe', detail: 'Bowls, broths and bakes all day.' },
      { name: 'Garden food van', detail: 'Wraps and orchard lollies in the meadow.' },
    ],
  },
  {
    id: 'touchless-treatment',
    title: 'Personal Touchless Treatment',
    category: 'touchless',
    icon: 'sparkle',
    body: `Included in your Sanctum Flow pass: one touchless treatment of your choice, in a hut of your own. Choose ${touchlessOptions[0]}, ${touchlessOptions[1]} or ${touchlessOptions[2]}.`,
    stations: [
      { name: 'Hydrojet', detail: 'Warm water jets massage you through a soft membrane.' },
      { name: 'Wavetouch', detail: 'Gentle sound waves that loosen tension from head to toe.' },
      { name: 'Mineral Soak', detail: 'A deep soak in warm mineral salts, alone and unhurried.' },
    ],
    image: 'facility-touchless-treatment-hut',
  },
  {
    id: 'tea-house',
    title: 'Traditional Tea House',
    category: 'nourish',
    icon: 'cup',
    body: 'A low tea house by the garden, where teas of wild herbs and blossoms are poured slowly and drunk slowly.',
    stations: [{ name: 'Tea ceremony', detail: 'Wild herbs and blossoms from our land.' }],
    image: 'facility-tea-house',
  },
  {
    id: 'curated-journey',
    title: 'Curated as a Journey',
    icon: 'map-pin',
    body: 'The circuit is a loop with no wrong way round, but a little guidance helps. Follow one of our four sequences, or ask the concierge to design one for you.',
    stations: [],
  },
] as const satisfies readonly SpaSection[];
