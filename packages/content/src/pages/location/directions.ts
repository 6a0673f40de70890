import type { PageAction } from '../../actions.ts';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';

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
  return { id, heading: `From ${travelPlaces[travel.id]}`, time: formatHours(travel.hours), steps };
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
