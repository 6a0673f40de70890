import type { PageAction } from '../actions.ts';
import { prices } from '../constants.ts';
import { fromPrice } from '../format.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Booking hub (spec "Booking hub page"): the two ways into the spa, the day pass, the
 * treatment packages and a stay. Prices come from `prices`; VAT is included in every one.
 */

export interface SpaPath {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly action: PageAction;
}

/** Self-guided versus guided: the two ways to spend a spa day. */
export const spaPaths = [
  {
    id: 'self-guided',
    title: 'Self-Guided Journey',
    subtitle: 'Your pace, your order',
    description:
      'Take the circuit as your body asks: sauna, cold plunge, onsen and rest in whatever order feels right, for as long as you like.',
    highlights: [
      'Every station of the circuit',
      'One touchless therapy included',
      'Tea house and rest zones',
    ],
    action: { label: 'Request a Spa Day', href: '/booking/spa-form' },
  },
  {
    id: 'guided',
    title: 'Guided Wellness Journey',
    subtitle: 'Planned around you',
    description:
      'Answer a short assessment and our concierge sets out a sequence of heat, cold and stillness for your goal: restore, refresh or reset.',
    highlights: [
      'A journey shaped by your answers',
      'Stations in a tried order',
      'Timings for each step',
    ],
    action: { label: 'Plan with the Concierge', href: '/concierge' },
  },
] as const satisfies readonly SpaPath[];

export interface BookingOffer {
  readonly id: string;
  readonly title: string;
  readonly price: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly image: MediaKey;
  readonly action: PageAction;
}

export const bookingOffers = [
  {
    id: 'day-pass',
    title: 'Day Pass',
    price: fromPrice(prices.dayPassFrom),
    description:
      'A full day in the thermal circuit, from the first sauna to the last float, with the wellness cafe a few steps away when you are hungry.',
    highlights: [
      'Access to the whole spa circuit',
      'Robe, towels and slippers',
      'The tea house and rest zones',
    ],
    image: 'signature-thermal-sanctuary',
    action: { label: 'Book a Day Pass', href: '/booking/day-pass' },
  },
  {
    id: 'treatment-packages',
    title: 'Treatment Packages',
    price: fromPrice(prices.treatmentPackagesFrom),
    description:
      'Hands-on treatments paired with time in the circuit: clay and herb rituals, massage and facial care with Alentejo botanicals.',
    highlights: [
      'Treatments with our therapists',
      'Circuit access on the day',
      'Rituals for one or for two',
    ],
    image: 'signature-earth-ritual',
    action: { label: 'View Packages', href: '/booking/packages' },
  },
] as const satisfies readonly BookingOffer[];

export const bookingPage = {
  heroImage: 'hero-booking',
  intro:
    'A spa day, a treatment or a few nights among the cork oaks: choose how you would like to come, and we will have it ready.',
  spa: {
    eyebrow: 'Spa Experiences',
    heading: 'Self-Guided or Guided',
    intro:
      'The circuit is the same; the difference is who holds the map. Wander freely, or let our concierge plan the order for you.',
  },
  offers: {
    eyebrow: 'Passes & packages',
    heading: 'Day Pass & Treatment Packages',
    intro: 'Starting prices in euros, per person.',
  },
  vatNote: 'All prices are in euros and include VAT.',
  stay: {
    eyebrow: 'Forest accommodation',
    heading: 'Stay With Us',
    text: 'Wake up a short walk from the spa: Wellness Suites, Garden Villas and Beehive Pods among the cork oaks.',
    image: 'stay-beehive-pods',
    actions: [
      { label: 'View Accommodations', href: '/booking/accommodations' },
      { label: 'Explore Our Spaces', href: '/spaces' },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  spa: { eyebrow: string; heading: string; intro: string };
  offers: { eyebrow: string; heading: string; intro: string };
  vatNote: string;
  stay: {
    eyebrow: string;
    heading: string;
    text: string;
    image: MediaKey;
    actions: readonly PageAction[];
  };
};
