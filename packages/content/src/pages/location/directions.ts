import page from '../../../data/pages/location/directions/directions.en-GB.json' with { type: 'json' };
import type { CallToAction as Link } from '../../actions.ts';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';
import { language } from '../../language.ts';
import { fillPlaceholders } from '../../placeholders.ts';

export interface DirectionsRoute {
  readonly id: string;
  readonly heading: string;
  /** The road time, from the travel times constant, as the site writes it. */
  readonly time: string;
  readonly steps: readonly string[];
}

/** The way by road from a place in the travel times, with its time from the constant. */
function byRoad(route: (typeof page.car.routes)[number]): DirectionsRoute {
  const travel = travelTimes.find((t) => t.id === route.id);
  if (!travel) throw new Error(`No travel time for "${route.id}"`);
  return {
    id: route.id,
    heading: fillPlaceholders(route.heading, { place: travelPlaces[travel.id] }, language.locale),
    time: formatHours(travel.hours, language.locale),
    steps: route.steps,
  };
}

/**
 * The Directions page (/location/directions): by car from each airport, by train plus shuttle.
 * The words are in `data/pages/location/directions/`; each route's place and time come from the
 * travel times, in the page's language.
 */
export const directionsPage: {
  readonly intro: string;
  readonly car: {
    readonly heading: string;
    readonly intro: string;
    readonly timeLabel: string;
    readonly routes: readonly DirectionsRoute[];
  };
  readonly train: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly string[];
  };
  readonly address: { readonly heading: string; readonly intro: string; readonly mapLabel: string };
  readonly transfer: {
    readonly heading: string;
    readonly intro: string;
    readonly actions: readonly Link[];
  };
} = { ...page, car: { ...page.car, routes: page.car.routes.map(byRoad) } };
