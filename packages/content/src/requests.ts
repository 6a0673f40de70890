import { fromPrice } from './booking.ts';
import { prices, travelTimes } from './constants.ts';
import { formatEuros, homePage } from './home.ts';
import type { JourneyRequest } from './journey.ts';
import { formatHours } from './location.ts';
import type { MediaKey } from './media.ts';
import { racketSports } from './racketClub.ts';
import { siteConfig } from './site.ts';
import { spaPage } from './spa.ts';
import { stayTypes } from './stays.ts';

/**
 * The request pages behind the site's "Book" buttons. There is no booking system: each page
 * composes a request that the guest sends from their own WhatsApp or e-mail. One record per page
 * configures the one request form: its fields, their labels and bounds, what is included and the
 * price line (from `prices`, or "Price on request" where the spec gives no price).
 */

export const requestKinds = [
  'spa',
  'spa-form',
  'day-pass',
  'packages',
  'accommodations',
  'racket-club',
  'transfer',
] as const;
export type RequestKind = (typeof requestKinds)[number];

export interface RequestOption {
  readonly value: string;
  readonly label: string;
  /** A short line under the answer (a duration, a price from `prices`). */
  readonly hint?: string;
}

/** What a request asks for about the visit itself; the guest's details are common to all. */
export type RequestField =
  | {
      readonly kind: 'date';
      readonly name: string;
      readonly label: string;
      /** The date field this one must come after (a departure after its arrival). */
      readonly after?: string;
    }
  | { readonly kind: 'time'; readonly name: string; readonly label: string }
  | {
      readonly kind: 'count';
      readonly name: string;
      readonly label: string;
      readonly min: number;
      readonly max: number;
      /** Where the form starts (usually the smallest sensible party). */
      readonly initial: number;
    }
  | {
      readonly kind: 'choice';
      readonly name: string;
      readonly label: string;
      readonly options: readonly RequestOption[];
    };

/** The guest's own details, asked on every request page, with their limits. */
export const requestContactFields = {
  name: { name: 'name', label: 'Your name', messageLabel: 'Name', maxLength: 100 },
  email: { name: 'email', label: 'E-mail', messageLabel: 'E-mail', maxLength: 255 },
  phone: {
    name: 'phone',
    label: `Phone or ${siteConfig.messagingApp} number`,
    messageLabel: 'Phone',
    maxLength: 30,
  },
  notes: {
    name: 'notes',
    label: 'Anything we should know (optional)',
    messageLabel: 'Notes',
    maxLength: 1000,
  },
} as const;

/** The guest's own details, in the order the form asks for them. */
export const requestContactFieldNames = ['name', 'email', 'phone', 'notes'] as const;
export type RequestContactField = (typeof requestContactFieldNames)[number];

export const requestCopy = {
  formHeading: 'Your request',
  contactLegend: 'How we reach you',
  contactHint: 'Your name, and an e-mail address or a phone number: whichever you prefer.',
  review: 'Review request',
  summaryHeading: 'Your request, ready to send',
  summaryIntro:
    'This is exactly what will be sent. Choose how to send it: your own app opens with the text filled in, and you send it from there.',
  messageLabel: 'The message',
  sendWhatsApp: `Send by ${siteConfig.messagingApp}`,
  sendEmail: 'Send by e-mail',
  edit: 'Edit request',
  includedHeading: "What's included",
  priceHeading: 'Price',
  vatNote: 'All prices are in euros and include VAT.',
  /** The page says plainly that the site itself sends nothing. */
  nothingSent: `Nothing is sent by this website and nothing is stored: your request goes from your own ${siteConfig.messagingApp} or e-mail, and our team replies ${'within 24 hours'}.`,
  greeting: `Hello ${siteConfig.name} team,`,
  carriedHeading: 'Your concierge journey',
  carriedIntro: 'We filled in the journey your concierge planned. Change anything you like.',
} as const;

export const priceOnRequest = 'Price on request';

const guests = (max = 8) =>
  ({ kind: 'count', name: 'guests', label: 'Guests', min: 1, max, initial: 1 }) as const;

const arrivalTime = { kind: 'time', name: 'time', label: 'Arrival time' } as const;
const visitDate = { kind: 'date', name: 'date', label: 'Date' } as const;

export const circuitOption = {
  value: 'circuit',
  label: 'Self-guided circuit',
  hint: 'Every station, in your own order',
} as const;

export interface RequestPage {
  readonly kind: RequestKind;
  readonly path: string;
  readonly eyebrow: string;
  readonly intro: string;
  readonly hero: MediaKey;
  /** What the guest asks for, as the message names it ("a spa day"). */
  readonly subject: string;
  readonly included: readonly string[];
  readonly price: string;
  /**
   * Other prices a choice on the form carries, shown under the main price: a guest who picks a
   * €180 ritual on a page that says "From €250" must see why the figures differ.
   */
  readonly otherPrices?: readonly string[];
  readonly fields: readonly RequestField[];
}

export const requestPages = [
  {
    kind: 'spa',
    path: '/booking/spa',
    eyebrow: 'Spa day',
    intro:
      'Tell us the day and how you would like to spend it: free in the circuit, or along one of our guided sequences. We will have robes warm and the tea on.',
    hero: 'hero-spa',
    subject: 'a spa day',
    included: [
      'Every station of the thermal circuit',
      'One touchless therapy',
      'Robe, towels and slippers',
      'The tea house and rest zones',
    ],
    price: priceOnRequest,
    fields: [
      visitDate,
      arrivalTime,
      guests(),
      {
        kind: 'choice',
        name: 'journey',
        label: 'Circuit or guided journey',
        options: [
          circuitOption,
          ...spaPage.sequences.items.map((item) => ({
            value: item.id,
            label: `Guided: ${item.title}`,
            hint: item.duration,
          })),
        ],
      },
    ],
  },
  {
    kind: 'spa-form',
    path: '/booking/spa-form',
    eyebrow: 'Self-guided journey',
    intro:
      'The circuit at your own pace: sauna, cold plunge, onsen and rest in whatever order feels right. Tell us when you are coming and how many you are.',
    hero: 'hero-spa',
    subject: 'a self-guided spa day',
    included: [
      'Every station of the circuit',
      'One touchless therapy included',
      'Tea house and rest zones',
      'Robe, towels and slippers',
    ],
    price: priceOnRequest,
    fields: [visitDate, arrivalTime, guests()],
  },
  {
    kind: 'day-pass',
    path: '/booking/day-pass',
    eyebrow: 'Day Pass',
    intro:
      'A full day in the thermal circuit, from the first sauna to the last float, with the wellness cafe a few steps away when you are hungry.',
    hero: 'hero-booking',
    subject: 'a day pass',
    included: [
      'Access to the whole spa circuit',
      'Robe, towels and slippers',
      'The tea house and rest zones',
    ],
    price: fromPrice(prices.dayPassFrom),
    fields: [visitDate, guests()],
  },
  {
    kind: 'packages',
    path: '/booking/packages',
    eyebrow: 'Treatment Packages',
    intro:
      'Hands-on treatments paired with time in the circuit: clay and herb rituals, massage and facial care with Alentejo botanicals. Choose a ritual and a day.',
    hero: 'hero-booking',
    subject: 'a treatment package',
    included: [
      'Treatments with our therapists',
      'Circuit access on the day',
      'Rituals for one or for two',
    ],
    price: fromPrice(prices.treatmentPackagesFrom),
    otherPrices: homePage.signatures.experiences.map(
      (item) => `${item.title}, ${item.duration}: ${formatEuros(item.price)}`,
    ),
    fields: [
      {
        kind: 'choice',
        name: 'package',
        label: 'Package',
        options: [
          {
            value: 'treatment-package',
            label: 'A treatment package planned with our therapists',
            hint: fromPrice(prices.treatmentPackagesFrom),
          },
          ...homePage.signatures.experiences.map((item) => ({
            value: item.id,
            label: item.title,
            hint: `${item.duration}, ${formatEuros(item.price)}`,
          })),
        ],
      },
      visitDate,
      guests(),
    ],
  },
  {
    kind: 'accommodations',
    path: '/booking/accommodations',
    eyebrow: 'Forest accommodation',
    intro:
      'Wake up a short walk from the spa: Wellness Suites, Garden Villas and Beehive Pods among the cork oaks. Tell us your dates and who is coming.',
    hero: 'hero-booking',
    subject: 'a stay',
    included: [
      'Organic linens and natural bedding',
      'Filtered water throughout',
      'Air purity measured in every room',
      'A wellness kit waiting for you',
    ],
    price: priceOnRequest,
    fields: [
      {
        kind: 'choice',
        name: 'stay',
        label: 'Accommodation',
        options: stayTypes.map((stay) => ({ value: stay.id, label: stay.title })),
      },
      { kind: 'date', name: 'arrival', label: 'Arrival date' },
      { kind: 'date', name: 'departure', label: 'Departure date', after: 'arrival' },
      { kind: 'count', name: 'adults', label: 'Adults', min: 1, max: 6, initial: 2 },
      { kind: 'count', name: 'children', label: 'Children', min: 0, max: 6, initial: 0 },
    ],
  },
  {
    kind: 'racket-club',
    path: '/booking/racket-club',
    eyebrow: 'Alento Club',
    intro:
      'Clay tennis courts in the hillside and glass-walled padel courts: tell us when you would like to play, and whether a coach should join you.',
    hero: 'hero-booking',
    subject: 'court time',
    included: [
      'A court kept for you at the time you ask',
      'Rackets and balls to borrow',
      'Changing rooms and towels',
    ],
    price: priceOnRequest,
    fields: [
      {
        kind: 'choice',
        name: 'court',
        label: 'Court',
        options: racketSports.map((sport) => ({
          value: sport.id,
          label: sport.id === 'tennis' ? 'Tennis' : 'Padel',
        })),
      },
      visitDate,
      { kind: 'time', name: 'time', label: 'Start time' },
      { kind: 'count', name: 'players', label: 'Players', min: 1, max: 4, initial: 2 },
      {
        kind: 'choice',
        name: 'coaching',
        label: 'Coaching',
        options: [
          { value: 'yes', label: 'Yes, with a coach' },
          { value: 'no', label: 'No, just the court' },
        ],
      },
    ],
  },
  {
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
          label: time.place,
          hint: `About ${formatHours(time.hours)} by road`,
        })),
      },
      { kind: 'date', name: 'date', label: 'Arrival date' },
      { kind: 'time', name: 'time', label: 'Landing or arrival time' },
      { kind: 'count', name: 'passengers', label: 'Passengers', min: 1, max: 8, initial: 2 },
    ],
  },
] as const satisfies readonly RequestPage[];

/** The transfer page's own words around its form. */
export const transferPage = {
  timesHeading: 'Travel times',
  timesIntro: 'By road to the door, from the airports and from Seville.',
  timesLabel: 'Travel times by road',
  times: travelTimes.map((time) => ({
    id: time.id,
    place: time.place,
    value: formatHours(time.hours),
  })),
  howHeading: 'How to request one',
  how: [
    'Fill in where you land, the day and the time.',
    `Review the request, then send it by ${siteConfig.messagingApp} or e-mail.`,
    'We confirm the driver and the price, and meet you at arrivals.',
  ],
} as const;

/** Look a request page up by path; throws on an unknown path so a typo fails the build. */
export function requestPageFor(path: string): RequestPage {
  const page = (requestPages as readonly RequestPage[]).find((p) => p.path === path);
  if (!page) throw new Error(`No request page for "${path}"`);
  return page;
}

/** What a journey planned by the concierge adds to a spa request, line by line. */
export function carriedJourneyLines(
  journey: JourneyRequest,
): readonly { readonly label: string; readonly value: string }[] {
  return [
    { label: 'Concierge journey', value: `${journey.mode.name}: ${journey.mode.title}` },
    { label: 'Stations', value: journey.stations.map((station) => station.name).join(', ') },
    { label: 'Touchless therapy', value: journey.touchless.name },
  ];
}
