import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Food page (spec "Food page", served at /dining and /food): the restaurant, the wellness
 * cafe, and what both cook with.
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

export const foodVenues = [
  {
    id: 'restaurant',
    eyebrow: 'The Restaurant',
    heading: 'Cooked Over Fire, Served Under the Oaks',
    paragraphs: [
      'Our restaurant cooks with the Alentejo: olive oil pressed from nearby groves, bread from the wood oven, sheep’s cheese from Serpa, black pork raised on acorns under the cork oaks, and vegetables picked that morning from the estate garden.',
      'Much of it happens in the open-air kitchen, where coals burn down slowly and the cooks work in full view. Come early and you can join a class: how to build a fire for cooking, bake bread in a clay oven, or make a proper açorda with what the garden gives.',
    ],
    highlights: [
      'A menu that changes with the garden',
      'Open-air kitchen and cooking classes',
      'Local wines, and alcohol-free pairings',
    ],
    image: 'dining-restaurant',
    actions: [
      { label: 'View the Restaurant Menu', href: '/restaurant-menu' },
      { label: 'Reserve a Table', href: '/booking' },
    ],
  },
  {
    id: 'cafe',
    eyebrow: 'The Wellness Cafe',
    heading: 'Light Food Between Sauna and Stillness',
    paragraphs: [
      'The wellness cafe sits beside the circuit, so you can eat in your robe. Cold-pressed juices, herbal infusions, bowls of grains and roasted vegetables, and fruit from the orchard are ready from morning until the last swim.',
      'Everything is made to sit lightly between heat and cold: nothing heavy, plenty to drink, and a plate that keeps you going without sending you to sleep.',
    ],
    highlights: [
      'Juices and infusions pressed to order',
      'Plant-forward bowls and fresh bread',
      'Small plates for between the stations',
    ],
    image: 'dining-cafe',
    actions: [{ label: 'View the Cafe Menu', href: '/cafe-menu' }],
  },
] as const satisfies readonly FoodVenue[];

export interface FoodPrinciple {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

/** What both kitchens cook with. */
export const foodPrinciples = [
  {
    id: 'produce',
    title: 'Alentejo produce',
    description:
      'Olive oil, cheese, honey, pork and wine from farms and cellars we can drive to, bought directly from the people who make them.',
    icon: 'leaf',
  },
  {
    id: 'garden',
    title: 'The estate garden',
    description:
      'Herbs, greens and tomatoes grown on our own land, watered with recycled water and picked the day they are cooked.',
    icon: 'sun',
  },
  {
    id: 'fire',
    title: 'The open-air kitchen',
    description:
      'Wood fire, clay ovens and slow coals: the oldest way to cook in the south, and the one that tastes of the place.',
    icon: 'flame',
  },
] as const satisfies readonly FoodPrinciple[];

export const foodPage = {
  heroImage: 'hero-dining' satisfies MediaKey,
  intro:
    'Food at Alento tastes of the hills around it: unhurried, seasonal and generous, from a long dinner by the fire to a green juice between saunas.',
  principlesHeading: 'From Our Land',
  principlesIntro: 'Two kitchens, one larder: the Alentejo itself.',
} as const;

/** How the menu pages lead back here. */
export const backToDining = { label: 'Back to Dining', href: '/dining' } as const;
