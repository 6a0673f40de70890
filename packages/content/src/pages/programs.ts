import type { PageAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Journeys page (spec "Journeys page", served at /programs): six ways to spend time at the
 * resort, each with its button, and the concierge block.
 */

export interface JourneyCard {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  /** Media key: `journey-<id>`. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

export const journeys = [
  {
    id: 'spa-circuit',
    title: 'Spa Circuit',
    subtitle: 'Heat, cold and stillness',
    description: `${capitalise(claims.stationsStated)} stations in one continuous loop: saunas, hammam, cold plunges, biopools and onsen, taken at your own pace.`,
    image: 'journey-spa-circuit',
    action: { label: 'Explore the Spa Circuit', href: '/spa' },
  },
  {
    id: 'movement',
    title: 'Movement',
    subtitle: 'Tennis, padel and play',
    description:
      'Clay tennis and glass-walled padel courts among the cork oaks, for an early rally before the heat or a match as the sun goes down.',
    image: 'journey-movement',
    action: { label: 'Visit the Alento Club', href: '/racket-club' },
  },
  {
    id: 'vitality',
    title: 'Vitality',
    subtitle: 'Longevity and biohacking',
    description:
      'Circuits of red light, contrast therapy and breathwork, and the Bio-Age Reset for guests who like to measure what changes.',
    image: 'journey-vitality',
    action: { label: 'Book a Vitality Circuit', href: '/booking' },
  },
  {
    id: 'rest',
    title: 'Rest',
    subtitle: 'Sleep and stillness',
    description:
      'Hammocks, sound baths and the Stillness Circle: unhurried sessions that teach the body how to let go again.',
    image: 'journey-rest',
    action: { label: 'Book a Rest Session', href: '/booking' },
  },
  {
    id: 'nature',
    title: 'Nature',
    subtitle: 'Forest and open sky',
    description:
      'Barefoot trails, forest bathing under cork oaks, wild swims in the biolake and the Nature Sabbath, a day without screens.',
    image: 'journey-nature',
    action: { label: 'Book a Nature Immersion', href: '/booking' },
  },
  {
    id: 'retreats',
    title: 'Retreats',
    subtitle: 'Seasonal and shared',
    description:
      'Several days shaped by the season: the Seasonal Cleanse, and Family Rest Retreats with a path of their own for children.',
    image: 'journey-retreats',
    action: { label: 'Book a Retreat', href: '/booking' },
  },
] as const satisfies readonly JourneyCard[];

export const journeysPage = {
  heroImage: 'hero-programs',
  intro:
    'Six paths through Alento. Follow one for a morning, or weave several into a week: each begins wherever you are today.',
  cardsHeading: 'Choose Your Journey',
  concierge: {
    eyebrow: 'Not sure where to begin?',
    heading: 'Let the Concierge Plan It',
    text: 'Answer a few questions about your goals, your energy and how you like to unwind, and our concierge suggests a journey to match.',
    actions: [
      { label: 'Meet the Concierge', href: '/concierge' },
      { label: 'Our Approach', href: '/approach' },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  cardsHeading: string;
  concierge: { eyebrow: string; heading: string; text: string; actions: readonly PageAction[] };
};
