import requests from '../data/requests/requests.en-GB.json' with { type: 'json' };
import type { JourneyRequest } from './concierge-rules.ts';
import { contactLimits } from './constants.ts';
import { claims } from './claims.ts';
import type { RequestPlaceholder, RequestsRecord } from './data/schemas/booking.ts';
import { language } from './language.ts';
import type { MediaKey } from './media.ts';
import { fillPlaceholders } from './placeholders.ts';
import { siteConfig } from './site.ts';

/**
 * The request pages behind the site's "Book" buttons. There is no booking system: each page
 * composes a request that the guest sends to the resort from the page (where the site has its
 * inbox) or from their own WhatsApp or e-mail. One record per page
 * configures the one request form: its fields, their labels and bounds, what is included and the
 * price line (from `prices`, or "Price on request" where the spec gives no price). This module
 * holds the record's type and what every form shares, whose words are in `data/requests/`; each
 * page's record lives in its route's module (pages/booking/*.ts, pages/location/transfer.ts), and
 * request-pages.ts lists them.
 */

const words: RequestsRecord = requests;

/** The figures the forms' sentences name, written as the page's language writes them. */
const figures: Record<RequestPlaceholder, string> = {
  messagingApp: siteConfig.messagingApp,
  contactResponse: claims.contactResponse,
  name: siteConfig.name,
};
const fill = (sentence: string) => fillPlaceholders(sentence, figures, language.locale);

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
  name: {
    name: 'name',
    label: fill(words.contactFields.name.label),
    messageLabel: words.contactFields.name.messageLabel,
    maxLength: words.contactFields.name.maxLength,
  },
  email: {
    name: 'email',
    label: fill(words.contactFields.email.label),
    messageLabel: words.contactFields.email.messageLabel,
    maxLength: contactLimits.email,
  },
  phone: {
    name: 'phone',
    label: fill(words.contactFields.phone.label),
    messageLabel: words.contactFields.phone.messageLabel,
    maxLength: words.contactFields.phone.maxLength,
  },
  notes: {
    name: 'notes',
    label: fill(words.contactFields.notes.label),
    messageLabel: words.contactFields.notes.messageLabel,
    maxLength: words.contactFields.notes.maxLength,
  },
} as const;

/** The guest's own details, in the order the form asks for them. */
export const requestContactFieldNames = ['name', 'email', 'phone', 'notes'] as const;
export type RequestContactField = (typeof requestContactFieldNames)[number];

const { copy } = words;

export const requestCopy = {
  formHeading: copy.formHeading,
  contactLegend: copy.contactLegend,
  contactHint: copy.contactHint,
  review: copy.review,
  /** When the form cannot fetch its rules (the connection dropped, the site was updated). */
  reviewUnavailable: copy.reviewUnavailable,
  summaryHeading: copy.summaryHeading,
  summarySentHeading: copy.summarySentHeading,
  summaryIntro: copy.summaryIntro,
  messageLabel: copy.messageLabel,
  sendWhatsApp: fill(copy.sendWhatsApp),
  sendEmail: copy.sendEmail,
  edit: copy.edit,
  includedHeading: copy.includedHeading,
  priceHeading: copy.priceHeading,
  vatNote: copy.vatNote,
  /** Where the site sends nothing, the page says so plainly. */
  nothingSent: fill(copy.nothingSent),
  greeting: fill(copy.greeting),
  carriedHeading: copy.carriedHeading,
  carriedIntro: copy.carriedIntro,
  sendToResort: fill(copy.sendToResort),
  summaryIntroSends: copy.summaryIntroSends,
  /** Where the site sends requests to the resort itself, as well as by the guest's own apps. */
  sendsHere: fill(copy.sendsHere),
  sent: { heading: copy.sent.heading, text: fill(copy.sent.text) },
  sendFailed: { title: copy.sendFailed.title, description: fill(copy.sendFailed.description) },
} as const;

export const priceOnRequest: string = words.priceOnRequest;

/** The party-size field most requests share. */
export const guests = (max = words.guests.max) =>
  ({
    kind: 'count',
    name: 'guests',
    label: words.guests.label,
    min: words.guests.min,
    max,
    initial: words.guests.initial,
  }) as const;

export const arrivalTime = {
  kind: 'time',
  name: 'time',
  label: words.arrivalTime.label,
} as const;
export const visitDate = { kind: 'date', name: 'date', label: words.visitDate.label } as const;

export const circuitOption: RequestOption & { readonly hint: string } = words.circuitOption;

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

/**
 * What a journey planned by the concierge adds to a spa request, line by line; the stations' line
 * says "station" or "stations" as the language counts them.
 */
export function carriedJourneyLines(
  journey: JourneyRequest,
): readonly { readonly label: string; readonly value: string }[] {
  const lines = words.carriedJourney;
  return [
    { label: lines.journey, value: `${journey.mode.name}: ${journey.mode.title}` },
    {
      label: fillPlaceholders(lines.stations, { count: journey.stations.length }, language.locale),
      value: journey.stations.map((station) => station.name).join(', '),
    },
    { label: lines.touchless, value: journey.touchless.name },
  ];
}
