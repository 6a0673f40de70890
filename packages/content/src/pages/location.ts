import type { PageAction } from '../actions.ts';
import { propertyClaims, travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
import { formatHours } from '../format.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Location page (spec "Location page"): the setting, a map drawn in the repository (no map
 * service is asked for anything), travel times, ways to arrive and what is nearby. The map link
 * is `mapLink` in site.ts, built from the site config's coordinates.
 */

export interface TransportOption {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const transportOptions = [
  {
    id: 'private-transfer',
    title: 'Private transfer',
    description:
      'A driver meets you at arrivals in Faro, Lisbon or Seville and brings you to the door, with water and a cool towel for the road.',
    icon: 'car',
  },
  {
    id: 'rental-car',
    title: 'Rental car',
    description:
      'Drive yourself through the cork oak plains at your own pace; the last stretch is a quiet country road, and parking is on site.',
    icon: 'map-pin',
  },
  {
    id: 'train-shuttle',
    title: 'Train plus shuttle',
    description:
      'Take the train from Lisbon to Évora and let our shuttle collect you at the station for the short drive into the hills.',
    icon: 'train',
  },
] as const satisfies readonly TransportOption[];

export interface Attraction {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export const nearbyAttractions = [
  {
    id: 'evora',
    name: 'Évora',
    description:
      'A walled city listed by UNESCO: the Roman temple, the cathedral roof at sunset and the Chapel of Bones.',
  },
  {
    id: 'monsaraz',
    name: 'Monsaraz',
    description:
      'A whitewashed hilltop village inside its castle walls, looking out over the Alqueva lake and into Spain.',
  },
  {
    id: 'alqueva-dark-sky',
    name: 'Alqueva Dark Sky Reserve',
    description:
      'Around the great Alqueva lake, the first place certified as a Starlight Tourism Destination: some of the darkest skies in Europe.',
  },
  {
    id: 'mertola',
    name: 'Mértola',
    description:
      'A river town above the Guadiana with a Moorish castle, a church that was once a mosque and a long Islamic past.',
  },
  {
    id: 'estremoz',
    name: 'Estremoz',
    description:
      'A marble town with a Saturday market of clay figures, cheese and cork, and a castle keep over the plain.',
  },
  {
    id: 'vila-vicosa',
    name: 'Vila Viçosa',
    description:
      'The ducal palace of the Braganza kings, streets paved in local marble and orange trees in every square.',
  },
] as const satisfies readonly Attraction[];

export const locationPage = {
  hero: {
    image: 'hero-location',
    eyebrow: 'Getting here',
    intro:
      'In the southern hills of the Alentejo, among cork oaks and olive groves, where the loudest thing at night is the owls.',
  },
  setting: {
    eyebrow: 'The setting',
    heading: 'Where the Hills Go Quiet',
    paragraphs: [
      `Alento spreads across ${String(propertyClaims.acresOnGuestPages)} acres of rolling Alentejo country: cork oak woodland, olive groves, a natural biolake and wide skies, between the old university city of Évora and the Spanish border.`,
      'Summers are long and golden, winters mild and green. The nights are among the darkest in Europe, which is why the stars seem closer here.',
    ],
  },
  map: {
    heading: 'On the Map',
    image: 'location-map',
    intro: 'Southern Portugal and Andalusia, with the airports our guests fly into.',
    openLabel: 'Open in a map app',
  },
  travel: {
    heading: 'Travel Times',
    intro: 'By road from the airports and from Seville.',
    label: 'Travel times by road',
    times: travelTimes.map((t) => ({
      id: t.id,
      place: travelPlaces[t.id],
      value: formatHours(t.hours),
    })),
  },
  transport: {
    heading: 'Ways to Arrive',
    intro: 'Tell us how you are travelling and we will have everything ready.',
    actions: [
      { label: 'Arrange a Transfer', href: '/location/transfer' },
      { label: 'Get Directions', href: '/location/directions' },
    ],
  },
  attractions: {
    heading: 'Nearby',
    intro: 'Days out worth leaving the spa for.',
  },
} as const satisfies {
  hero: { image: MediaKey; eyebrow: string; intro: string };
  setting: { eyebrow: string; heading: string; paragraphs: readonly string[] };
  map: { heading: string; image: MediaKey; intro: string; openLabel: string };
  travel: {
    heading: string;
    intro: string;
    label: string;
    times: readonly { id: string; place: string; value: string }[];
  };
  transport: { heading: string; intro: string; actions: readonly PageAction[] };
  attractions: { heading: string; intro: string };
};
