import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Spaces page (the spec's "other experiences layout", served at /spaces): nine feature cards
 * and the grid of fifteen spaces across the grounds.
 */

/** Anchor of the grid of spaces, so the "Nature Stays" card on this very page leads to it. */
export const spacesGridId = 'all-spaces';

export interface SpaceFeature {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
  readonly action: PageAction;
}

export const spaceFeatures = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    description: 'The self-paced thermal circuit: heat, cold water and rest in one loop.',
    icon: 'steam',
    action: { label: 'Explore the Spa', href: '/spa' },
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    description: 'Tennis and padel among the cork oaks, for a rally or a match.',
    icon: 'racket',
    action: { label: 'Visit the Club', href: '/racket-club' },
  },
  {
    id: 'nature-stays',
    title: 'Nature Stays',
    description: 'Suites, villas and timber pods, each a short walk from the spa.',
    icon: 'tree',
    action: { label: 'See the Spaces', href: `/spaces#${spacesGridId}` },
  },
  {
    id: 'vitality-circuits',
    title: 'Vitality Circuits',
    description: 'Red light, contrast therapy and breathwork for longevity.',
    icon: 'heart',
    action: { label: 'Book Vitality', href: '/booking' },
  },
  {
    id: 'nature-immersions',
    title: 'Nature Immersions',
    description: 'Forest bathing, barefoot trails and wild swims in the biolake.',
    icon: 'leaf',
    action: { label: 'Book an Immersion', href: '/booking' },
  },
  {
    id: 'rest-stillness',
    title: 'Rest & Stillness',
    description: 'Hammocks, sound baths and quiet rooms made for doing nothing.',
    icon: 'moon',
    action: { label: 'Book Rest', href: '/booking' },
  },
  {
    id: 'creative-soul',
    title: 'Creative & Soul Spaces',
    description: 'A studio for clay, paint and words, with the hills at the window.',
    icon: 'sparkle',
    action: { label: 'Book a Session', href: '/booking' },
  },
  {
    id: 'kids-path',
    title: "The Kids' Path",
    description: 'Tree houses, meadow games and a rhythm of their own for children.',
    icon: 'child',
    action: { label: 'Book for the Family', href: '/booking' },
  },
  {
    id: 'ai-concierge',
    title: 'AI Wellness Concierge',
    description: 'A journey through the circuit, planned from your own answers.',
    icon: 'brain',
    action: { label: 'Ask the Concierge', href: '/concierge' },
  },
] as const satisfies readonly SpaceFeature[];

export interface Space {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Media key: `space-<id>`. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

const accommodations = { label: 'View Accommodations', href: '/booking/accommodations' } as const;
const spa = { label: 'Explore the Spa', href: '/spa' } as const;
const club = { label: 'Visit the Club', href: '/racket-club' } as const;
const food = { label: 'See the Food', href: '/food' } as const;
const book = { label: 'Book a Visit', href: '/booking' } as const;

export const spaces = [
  {
    id: 'wellness-suites',
    title: 'Wellness Suites',
    description: 'Light-filled suites for deep sleep and slow mornings.',
    image: 'space-wellness-suites',
    action: accommodations,
  },
  {
    id: 'garden-villas',
    title: 'Garden Villas',
    description: 'Whitewashed villas, each in its own herb garden.',
    image: 'space-garden-villas',
    action: accommodations,
  },
  {
    id: 'beehive-pods',
    title: 'Beehive Pods',
    description: 'Snug timber pods under the cork oaks and the stars.',
    image: 'space-beehive-pods',
    action: accommodations,
  },
  {
    id: 'thermal-circuit',
    title: 'Thermal Circuit',
    description: 'Saunas, hammam and cold plunges joined by one path.',
    image: 'space-thermal-circuit',
    action: spa,
  },
  {
    id: 'onsen-garden',
    title: 'Onsen Garden',
    description: 'Hot stone pools among grasses, steaming at dusk.',
    image: 'space-onsen-garden',
    action: spa,
  },
  {
    id: 'biolake',
    title: 'Biolake',
    description: 'A natural lake cleaned by plants, with a wooden jetty.',
    image: 'space-biolake',
    action: spa,
  },
  {
    id: 'tennis-courts',
    title: 'Tennis Courts',
    description: 'Terracotta clay courts in the shade of the oaks.',
    image: 'space-tennis-courts',
    action: club,
  },
  {
    id: 'padel-courts',
    title: 'Padel Courts',
    description: 'Glass-walled courts for fast, sociable games.',
    image: 'space-padel-courts',
    action: club,
  },
  {
    id: 'restaurant',
    title: 'Restaurant',
    description: 'Alentejo produce and an open-air kitchen.',
    image: 'space-restaurant',
    action: food,
  },
  {
    id: 'wellness-cafe',
    title: 'Wellness Cafe',
    description: 'Juices, infusions and light plates beside the circuit.',
    image: 'space-wellness-cafe',
    action: food,
  },
  {
    id: 'tea-house',
    title: 'Tea House',
    description: 'A timber pavilion by the pond for slow tea rituals.',
    image: 'space-tea-house',
    action: spa,
  },
  {
    id: 'celestial-cinema',
    title: 'Celestial Cinema',
    description: 'Reclining seats under a dome open to the night sky.',
    image: 'space-celestial-cinema',
    action: spa,
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    description: 'A tall timber hall for sunrise yoga and movement.',
    image: 'space-risehall',
    action: book,
  },
  {
    id: 'creative-studio',
    title: 'Creative Studio',
    description: 'Clay, paint and paper, with the hills at the window.',
    image: 'space-creative-studio',
    action: book,
  },
  {
    id: 'kids-meadow',
    title: "Kids' Meadow",
    description: 'Rope swings, a tree house and room to run.',
    image: 'space-kids-meadow',
    action: book,
  },
] as const satisfies readonly Space[];

export const spacesPage = {
  heroImage: 'hero-spaces',
  intro:
    'Fifteen places across the grounds, from steaming pools to clay courts to a studio with a view. Find the one that suits the hour.',
  featuresHeading: 'Ways to Spend Your Time',
  featuresIntro: 'Nine experiences, and where each one happens.',
  gridHeading: 'Our Spaces',
  gridIntro: 'Every space on the grounds, and where to go next.',
  gallery: { label: 'Open the Gallery', href: '/spaces/gallery' },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  featuresHeading: string;
  featuresIntro: string;
  gridHeading: string;
  gridIntro: string;
  gallery: PageAction;
};
