import type { MediaKey } from '../media.ts';

export interface StayType {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Exactly four bullets, as the spec shows. */
  readonly features: readonly [string, string, string, string];
  /** Media key of the stay's picture. */
  readonly image: MediaKey;
}

/**
 * The three kinds of stay: on the stays page, and as the accommodation request form's choices.
 * A module of their own, so the form carries them without the rest of the page.
 */
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
