import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';
import { priceOnRequest } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { siteConfig } from '../../site.ts';

/** The private transfer page (/location/transfer): travel times, how to ask, and the request form. */

export const transferRequest = {
  kind: 'transfer',
  path: '/location/transfer',
  eyebrow: 'Private transfer',
  intro:
    'A driver meets you at arrivals in Faro, Lisbon or Seville and brings you to the door, with water and a cool towel for the road.',
  hero: 'hero-location',
  subject: 'a private transfer',
  included: [
    'A driver waiting at arrivals with your name',
    'Door to door, luggage included',
    'Water and a cool towel for the road',
    'Your flight followed, so the driver waits if you land late',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'from',
      label: 'From',
      options: travelTimes.map((time) => ({
        value: time.id,
        label: travelPlaces[time.id],
        hint: `About ${formatHours(time.hours)} by road`,
      })),
    },
    { kind: 'date', name: 'date', label: 'Arrival date' },
    { kind: 'time', name: 'time', label: 'Landing or arrival time' },
    { kind: 'count', name: 'passengers', label: 'Passengers', min: 1, max: 8, initial: 2 },
  ],
} as const satisfies RequestPage;

/** The transfer page's own words around its form. */
export const transferPage = {
  timesHeading: 'Travel times',
  timesIntro: 'By road to the door, from the airports and from Seville.',
  timesLabel: 'Travel times by road',
  times: /* @__PURE__ */ travelTimes.map((time) => ({
    id: time.id,
    place: travelPlaces[time.id],
    value: formatHours(time.hours),
  })),
  howHeading: 'How to request one',
  how: [
    'Fill in where you land, the day and the time.',
    `Review the request, then send it by ${siteConfig.messagingApp} or e-mail.`,
    'We confirm the driver and the price, and meet you at arrivals.',
  ],
} as const;
