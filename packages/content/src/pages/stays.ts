import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

/** The Stays page (spec "Stays"): three kinds of stay, four amenities, and the way to book. */

export interface StayType {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Exactly four bullets, as the spec shows. */
  readonly features: readonly [string, string, string, string];
  /** Media key of the stay's picture. */
  readonly image: MediaKey;
}

export const stayTypes = [
  {
    id: 'wellness-suites',
    title: 'Wellness Suites',
    description:
      'Calm, light-filled suites a short walk from the spa, made for deep sleep and slow mornings.',
    features: [
      'King bed with a circadian lighting scene',
      'Deep soaking tub and rain shower',
      'Private terrace facing the hills',
      'Morning stretch mat and guided audio',
    ],
    image: 'stay-wellness-suites',
  },
  {
    id: 'garden-villas',
    title: 'Garden Villas',
    description:
      'Whitewashed villas set in their own herb gardens, with room for family or friends to spread out.',
    features: [
      'Two bedrooms and a shared living room',
      'Walled garden with an outdoor shower',
      'Kitchen stocked from the estate garden',
      'Shaded pergola for long lunches',
    ],
    image: 'stay-garden-villas',
  },
  {
    id: 'beehive-pods',
    title: 'Beehive Pods',
    description:
      'Rounded timber pods among the cork oaks, inspired by the hive: snug, quiet and close to the stars.',
    features: [
      'Curved timber walls that hush the world',
      'Skylight over the bed for stargazing',
      'Natural wool bedding and cork floors',
      'Steps from the forest trails',
    ],
    image: 'stay-beehive-pods',
  },
] as const satisfies readonly StayType[];

export interface StayAmenity {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const stayAmenities = [
  {
    id: 'organic-linens',
    title: 'Organic linens',
    description: 'Certified organic cotton and linen, washed without optical brighteners.',
    icon: 'bed',
  },
  {
    id: 'filtered-water',
    title: 'Filtered water',
    description: 'Filtered drinking water on tap in every room, so no plastic bottles.',
    icon: 'droplet',
  },
  {
    id: 'air-purity',
    title: 'Air purity measurement',
    description:
      'A monitor in each room shows the air quality, and fresh air is filtered to match.',
    icon: 'wind',
  },
  {
    id: 'wellness-kit',
    title: 'Wellness kit',
    description: 'Eye mask, herbal sleep tea, a dry brush and natural oils waiting on arrival.',
    icon: 'spa',
  },
] as const satisfies readonly StayAmenity[];

export const staysPage = {
  hero: {
    image: 'hero-stays',
    eyebrow: 'Forest accommodation',
    intro:
      'Sleep among the cork oaks in rooms built for rest: clean air, natural materials and a silence you will notice on the first night.',
    actions: [
      { label: 'View Accommodations', href: '/booking/accommodations' },
      { label: 'Learn More', href: '/approach', about: 'about our wellness approach' },
    ],
  },
  typesHeading: 'Choose Your Retreat',
  typesIntro: 'Three ways to stay, each a few minutes on foot from the spa and the forest trails.',
  amenitiesHeading: 'In Every Room',
  amenitiesIntro: 'The details of a healthy night, wherever you sleep.',
  closing: {
    heading: 'Stay a While',
    text: 'A night or a week: your room, the spa and the hills are waiting.',
    actions: [
      { label: 'Book Your Stay', href: '/booking' },
      { label: 'View Availability', href: '/booking/accommodations' },
    ],
  },
} as const satisfies {
  hero: { image: MediaKey; eyebrow: string; intro: string; actions: readonly PageAction[] };
  typesHeading: string;
  typesIntro: string;
  amenitiesHeading: string;
  amenitiesIntro: string;
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
