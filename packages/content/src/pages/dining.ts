import dining from '../../data/pages/dining/dining.en-GB.json' with { type: 'json' };
import type { PageAction } from '../actions.ts';
import type { DiningWords } from '../data/schemas/dining.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Food page (spec "Food page", served at /dining and /food): the restaurant, the wellness
 * cafe, and what both cook with. The words are the team's, in `data/pages/dining/`.
 */

export interface FoodVenue {
  readonly id: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly highlights: readonly string[];
  readonly image: MediaKey;
  readonly actions: readonly PageAction[];
}

export interface FoodPrinciple {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

// The build checks the file against its schema, which names the pictures a JSON file's own type
// cannot.
const words = dining as DiningWords;

type Venue = DiningWords['venues'][number];

// The schema keeps the restaurant and the cafe, which the file's own type cannot say.
export const foodVenues = words.venues as unknown as readonly [
  Venue,
  Venue,
] satisfies readonly FoodVenue[];

/** What both kitchens cook with. */
export const foodPrinciples = words.principles satisfies readonly FoodPrinciple[];

export const foodPage = {
  heroImage: words.heroImage,
  intro: words.intro,
  principlesHeading: words.principlesHeading,
  principlesIntro: words.principlesIntro,
};

/** How the menu pages lead back here. */
export const backToDining = words.backToDining;
