/**
 * The site's route table (decisions.md "Routes"). The app registers, prerenders and links from
 * it; the sitemap, the benchmark and the end-to-end tests walk it, so a page added here is built,
 * measured and tested without further wiring.
 */
import { prices, propertyClaims, travelTimes } from './constants.ts';
import {
  capitalise,
  formatEuros,
  formatHours,
  listOf,
  numberWord,
  startingPrice,
} from './format.ts';

export type PageLayout = 'guest' | 'partnership' | 'approach';

export interface PageRoute {
  readonly path: string;
  /** The page's own heading: the first thing a guest and a screen reader meet. */
  readonly heading: string;
  /** Unique document title (the site name is appended by the app). */
  readonly title: string;
  /** Unique meta description. */
  readonly description: string;
  /** Path whose URL is canonical, when this path shows another path's page. */
  readonly canonical?: string;
  readonly layout: PageLayout;
  /** Included in sitemap.xml. */
  readonly indexable: boolean;
}

export const pageRoutes = [
  {
    path: '/',
    heading: 'Partner with Alento',
    title: 'Partnerships',
    description:
      'Partner with Alento, a regenerative wellness retreat in the Alentejo hills: strategic alliances, wellness practitioners and corporate partners.',
    canonical: '/partners',
    layout: 'partnership',
    indexable: true,
  },
  {
    path: '/partners',
    heading: 'Partner with Alento',
    title: 'Partnerships',
    description:
      'Partner with Alento, a regenerative wellness retreat in the Alentejo hills: strategic alliances, wellness practitioners and corporate partners.',
    layout: 'partnership',
    indexable: true,
  },
  {
    path: '/holistic-landcare',
    heading: 'Holistic Landcare',
    title: 'Holistic Landcare',
    description: `How Alento tends ${propertyClaims.hectaresOnPartnershipPage} hectares of Alentejo land: regenerative systems, recycled water and partners in land stewardship.`,
    layout: 'partnership',
    indexable: true,
  },
  {
    path: '/home',
    heading: 'Where the Alentejo Hills Breathe With You',
    title: 'Nature-Integrated Wellness Spa & Retreat',
    description:
      'Alento is a nature-integrated wellness spa and retreat in the Alentejo hills of Portugal: a self-paced spa circuit, forest stays and seasonal retreats.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/spa-landing',
    heading: 'Where the Alentejo Hills Breathe With You',
    title: 'Nature-Integrated Wellness Spa & Retreat',
    description:
      'Alento is a nature-integrated wellness spa and retreat in the Alentejo hills of Portugal: a self-paced spa circuit, forest stays and seasonal retreats.',
    canonical: '/home',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/sanctum',
    heading: 'Choose Your Sanctum',
    title: 'Sanctum: Two Spa Pathways',
    description: `Choose between two spa pathways at Alento: the science-led BioSanctum or Sanctum Flow, a self-paced circuit through ${numberWord(propertyClaims.sanctumFlowAcres)} acres.`,
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/spa',
    heading: 'Spa Circuit',
    title: 'Spa Circuit',
    description: `${capitalise(propertyClaims.stationsStated)} stations in a continuous loop: saunas, hammam, mud rituals, salt room, cold plunge, onsen pools and a touchless treatment included.`,
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/approach',
    heading: 'Our Approach to Wellness',
    title: 'Our Approach',
    description:
      'The eight pillars of wellbeing at Alento: movement, nutrition, rest, emotional wellbeing, detox, connection, nature immersion and science.',
    layout: 'approach',
    indexable: true,
  },
  {
    path: '/booking',
    heading: 'Book Your Journey',
    title: 'Book Your Journey',
    description: `Book a spa day, a day pass from ${formatEuros(prices.dayPassFrom.euros)}, treatment packages from ${formatEuros(prices.treatmentPackagesFrom.euros)} or a forest stay at Alento in the Alentejo.`,
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/programs',
    heading: 'Journeys',
    title: 'Journeys',
    description:
      'Six ways to spend your time at Alento: the spa circuit, movement, vitality, rest, nature and seasonal retreats.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/dining',
    heading: 'Food',
    title: 'Dining',
    description:
      'The Alento restaurant and wellness cafe: Alentejo produce, an open-air kitchen and nourishing food through the day.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/food',
    heading: 'Food',
    title: 'Dining',
    description:
      'The Alento restaurant and wellness cafe: Alentejo produce, an open-air kitchen and nourishing food through the day.',
    canonical: '/dining',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/spaces',
    heading: 'Spaces',
    title: 'Spaces',
    description:
      'Fifteen spaces across the Alento grounds, from the thermal circuit and the racket club to the forest stays.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/location',
    heading: 'Location',
    title: 'Location & Getting Here',
    description: `Alento lies in the Alentejo hills: ${listOf(travelTimes.map((t) => `${formatHours(t.hours)} from ${t.place}`))}.`,
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/contact',
    heading: 'Contact',
    title: 'Contact',
    description: `Write to the Alento team: questions about the spa, stays and retreats are answered ${propertyClaims.contactResponse}.`,
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/concierge',
    heading: 'AI Concierge',
    title: 'AI Wellness Concierge',
    description:
      'Answer a short wellness assessment and receive a spa journey built from your goals, stress level and preferences.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/racket-club',
    heading: 'Alento Club',
    title: 'Alento Club: Tennis & Padel',
    description:
      'Tennis and padel courts in the Alentejo hills, and why racket sports are linked to a longer life.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/experiences',
    heading: 'Experiences',
    title: 'Experiences',
    description:
      'Ten ways to experience Alento: Sanctum Flow, vitality circuits, nature stays and immersions, rest, creative spaces, the racket club and more.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/stays',
    heading: 'Stays',
    title: 'Stays',
    description:
      'Wellness Suites, Garden Villas and Beehive Pods: forest accommodation with organic linens, filtered water and measured air purity.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/ai',
    heading: 'AI Wellness',
    title: 'AI Wellness',
    description:
      'How Alento plans a personalised wellness schedule from a short assessment, and how your answers stay in your browser.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/seasons',
    heading: 'Seasons',
    title: 'Seasons',
    description:
      'Spring, summer, autumn and winter at Alento: what each season brings to the spa, the land and the table.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/restaurant-menu',
    heading: 'Restaurant Menu',
    title: 'Restaurant Menu',
    description:
      'The restaurant menu at Alento: Alentejo produce cooked over fire, garden vegetables, local wines, with vegetarian, vegan and gluten-free dishes marked.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/cafe-menu',
    heading: 'Wellness Cafe Menu',
    title: 'Wellness Cafe Menu',
    description:
      'The wellness cafe menu at Alento: cold-pressed juices, herbal infusions, bowls and small plates beside the spa circuit, with dietary marks.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/spaces/gallery',
    heading: 'Gallery of the Spaces',
    title: 'Gallery of the Spaces',
    description:
      'Pictures of the fifteen spaces at Alento, from the suites and the thermal circuit to the biolake, the courts and the creative studio.',
    layout: 'guest',
    indexable: true,
  },
  {
    path: '/location/directions',
    heading: 'Directions',
    title: 'Directions to Alento',
    description:
      'How to reach Alento in the Alentejo hills: by car from Faro, Lisbon and Seville, by train plus shuttle from Évora, and our address.',
    layout: 'guest',
    indexable: true,
  },
  // The request pages stay out of the sitemap: each is a form whose content lives on an indexable
  // page already (/booking, /stays, /racket-club), and a search result should land there. The
  // transfer page is real travel information, so it is listed.
  {
    path: '/booking/spa',
    heading: 'Request a Spa Day',
    title: 'Request a Spa Day',
    description:
      'Ask for a spa day at Alento: choose the date, your arrival time, how many guests and the free circuit or a guided journey.',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/booking/spa-form',
    heading: 'Request a Self-Guided Spa Day',
    title: 'Request a Self-Guided Spa Day',
    description:
      'Ask for a self-guided day in the Alento thermal circuit: your date, arrival time and guests, sent from your own WhatsApp or e-mail.',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/booking/day-pass',
    heading: 'Request a Day Pass',
    title: 'Request a Day Pass',
    description: `Ask for an Alento day pass, ${startingPrice(prices.dayPassFrom)}: a full day in the thermal circuit with robe, towels and the tea house.`,
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/booking/packages',
    heading: 'Request a Treatment Package',
    title: 'Request a Treatment Package',
    description: `Ask for a treatment package at Alento, ${startingPrice(prices.treatmentPackagesFrom)}: rituals with our therapists and time in the circuit on the day.`,
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/booking/accommodations',
    heading: 'Request a Stay',
    title: 'Request a Stay',
    description:
      'Ask for a stay in a Wellness Suite, Garden Villa or Beehive Pod at Alento: your dates, adults and children, and how to reach you.',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/booking/racket-club',
    heading: 'Request Court Time',
    title: 'Request Court Time',
    description:
      'Ask for a tennis or padel court at the Alento Club: the day, the time, how many players and whether a coach should join you.',
    layout: 'guest',
    indexable: false,
  },
  {
    path: '/location/transfer',
    heading: 'Private Transfer',
    title: 'Private Transfer',
    description: `A private transfer to Alento from ${travelTimes.map((t) => `${t.place} (${formatHours(t.hours)})`).join(', ')}: what it includes and how to ask for one.`,
    layout: 'guest',
    indexable: true,
  },
] as const satisfies readonly PageRoute[];

export type RoutePath = (typeof pageRoutes)[number]['path'];

/** Spec §8: the router's fallback for unexpected errors. */
export const unexpectedError = {
  heading: 'Unexpected Application Error!',
} as const;

/** Look a route up by path; throws on an unknown path so a typo fails the build, not a guest. */
export function routeFor(path: string): PageRoute {
  const route = (pageRoutes as readonly PageRoute[]).find((r) => r.path === path);
  if (!route) throw new Error(`No page route for "${path}"`);
  return route;
}

/** The canonical URL of a page, from the site's origin. */
export function canonicalUrl(route: PageRoute, origin: string): string {
  const path = route.canonical ?? route.path;
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
