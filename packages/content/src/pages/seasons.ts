import { comingSoon } from '../chrome.ts';
import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

/** The Seasons page (spec "Seasons"): four seasons, four pictures and two links each. */

export interface Season {
  readonly id: 'spring' | 'summer' | 'autumn' | 'winter';
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  /** Media keys of the season's four pictures. */
  readonly images: readonly [MediaKey, MediaKey, MediaKey, MediaKey];
  readonly actions: readonly [PageAction, PageAction];
}

function seasonImages(id: Season['id']): Season['images'] {
  return [`season-${id}-1`, `season-${id}-2`, `season-${id}-3`, `season-${id}-4`] as const;
}

export const seasons = [
  {
    id: 'spring',
    name: 'Spring',
    tagline: 'Awaken',
    description:
      'Wildflowers cover the hills and the garden wakes. Spring is for fresh starts: cleansing food, morning walks and gentle movement in the new light.',
    images: seasonImages('spring'),
    actions: [
      { label: 'Explore Spring Programs', href: '/programs' },
      { label: 'Book a Spring Retreat', href: '/booking' },
    ],
  },
  {
    id: 'summer',
    name: 'Summer',
    tagline: 'Flow',
    description:
      'Long golden days and warm nights under the stars. Summer is for cool biopools at noon, the circuit at dusk and dinners that last until dark.',
    images: seasonImages('summer'),
    actions: [
      { label: 'Discover the Spa', href: '/spa' },
      { label: 'Book a Summer Stay', href: '/booking' },
    ],
  },
  {
    id: 'autumn',
    name: 'Autumn',
    tagline: 'Harvest',
    description:
      'Olives, grapes and cork come in from the land. Autumn is for harvest tables, creative studios and settling back into your own rhythm.',
    images: seasonImages('autumn'),
    actions: [
      { label: 'Browse Experiences', href: '/experiences' },
      { label: 'Our Approach', href: '/approach' },
    ],
  },
  {
    id: 'winter',
    name: 'Winter',
    tagline: 'Restore',
    description:
      'Crisp mornings, wood smoke and steam rising from the hot pools. Winter is for long saunas, deep rest and the quiet of the sanctum.',
    images: seasonImages('winter'),
    actions: [
      { label: 'Enter the Sanctum', href: '/sanctum' },
      { label: 'Book a Winter Retreat', href: '/booking' },
    ],
  },
] as const satisfies readonly Season[];

export const seasonsPage = {
  heroImage: 'hero-seasons',
  intro:
    'The Alentejo changes with every season, and so do we. Our rituals, food and retreats follow the land through the year.',
  closing: {
    heading: 'A Retreat for Every Season',
    text: 'Seasonal retreat dates and our calendar of the year are being prepared.',
    // The spec shows these two buttons without an action: they say so instead of pretending.
    actions: [
      { label: 'Seasonal Retreat Calendar', unavailable: comingSoon },
      { label: 'Notify Me of New Dates', unavailable: comingSoon },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
