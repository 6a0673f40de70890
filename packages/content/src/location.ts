import type { PageAction } from './actions.ts';
import { formatHours, propertyClaims, travelTimes } from './constants.ts';
import type { MediaKey } from './media.ts';
import { siteConfig } from './site.ts';
import type { SiteConfig } from './site.ts';

/**
 * The Location page (spec "Location page"): the setting, a map drawn in the repository (no map
 * service is asked for anything), travel times, ways to arrive and what is nearby.
 */

/**
 * A link that opens the resort's coordinates in a map, built from the site config: OpenStreetMap
 * shows a pin in any browser and hands over to a map app where the device offers one. It is an
 * outbound link only; nothing is requested from it until a guest follows it.
 */
export function mapLink(geo: SiteConfig['geo'] = siteConfig.geo, zoom = 10): string {
  const lat = String(geo.latitude);
  const lon = String(geo.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${String(zoom)}/${lat}/${lon}`;
}

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
    times: travelTimes.map((t) => ({ id: t.id, place: t.place, value: formatHours(t.hours) })),
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
  hero: { eyebrow: string; intro: string };
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

export interface DirectionsRoute {
  readonly id: string;
  readonly heading: string;
  /** The road time, from the travel times constant, as the site writes it. */
  readonly time: string;
  readonly steps: readonly string[];
}

/** The way by road from a place in the travel times, with its time from the constant. */
function byRoad(id: (typeof travelTimes)[number]['id'], steps: readonly string[]): DirectionsRoute {
  const travel = travelTimes.find((t) => t.id === id);
  if (!travel) throw new Error(`No travel time for "${id}"`);
  return { id, heading: `From ${travel.place}`, time: formatHours(travel.hours), steps };
}

/** The Directions page (/location/directions): by car from each airport, by train plus shuttle. */
export const directionsPage = {
  intro:
    'However you come, the last few kilometres are the same: a quiet country road through cork oaks and olive groves, and a gate in a white wall.',
  car: {
    heading: 'By Car',
    intro:
      'The roads are good and empty for most of the way. Follow the signs for Évora, then the country road into the hills; there is parking on site.',
    timeLabel: 'About',
    routes: [
      byRoad('faro', [
        'Leave the airport on the A22 towards Spain, then take the A2 north towards Lisbon.',
        'Near Castro Verde, leave the A2 for the IP2 north through Beja and the wide plains to Évora.',
        'From Évora, follow the country road into the hills to our gate.',
      ]),
      byRoad('lisbon', [
        'Cross the Tagus on the Vasco da Gama bridge and join the A6 east towards Évora and Spain.',
        'Leave the motorway at Évora and skirt the old city walls.',
        'Follow the country road into the hills to our gate.',
      ]),
      byRoad('seville', [
        'Take the N-433 north-west through the Sierra de Aracena to the border at Rosal de la Frontera.',
        'In Portugal, continue through Serpa and Beja on the roads towards Évora.',
        'Before Évora, turn for the hills and follow the country road to our gate.',
      ]),
    ],
  },
  train: {
    heading: 'By Train Plus Shuttle',
    intro:
      'Comfortable trains run from Lisbon to Évora several times a day, and our shuttle meets you at the station.',
    steps: [
      'Take the Intercidades train from Lisbon Oriente or Entrecampos to Évora.',
      'Tell us your train when you book; our shuttle waits at Évora station when it arrives.',
      'The drive from the station into the hills is short, and your room is ready when you are.',
    ],
  },
  address: {
    heading: 'Our Address',
    intro: 'For a navigation app, or for anyone asking the way in the village.',
    mapLabel: 'Open in a map app',
  },
  transfer: {
    heading: 'Rather Not Drive?',
    intro:
      'A driver can meet you at arrivals in Faro, Lisbon or Seville and bring you to the door.',
    actions: [
      { label: 'Arrange a Transfer', href: '/location/transfer' },
      { label: 'Back to Location', href: '/location' },
    ],
  },
} as const satisfies {
  intro: string;
  car: { heading: string; intro: string; timeLabel: string; routes: readonly DirectionsRoute[] };
  train: { heading: string; intro: string; steps: readonly string[] };
  address: { heading: string; intro: string; mapLabel: string };
  transfer: { heading: string; intro: string; actions: readonly PageAction[] };
};
