import type { JourneyRequest } from './concierge-rules.ts';
import { contactLimits } from './constants.ts';
import { claims } from './claims.ts';
import type { MediaKey } from './media.ts';
import { siteConfig } from './site.ts';

/**
 * The request pages behind the site's "Book" buttons. There is no booking system: each page
 * composes a request that the guest sends from their own WhatsApp or e-mail. One record per page
 * configures the one request form: its fields, their labels and bounds, what is included and the
 * price line (from `prices`, or "Price on request" where the spec gives no price). This module
 * holds the record's type and what every form shares; each page's record lives in its route's
 * module (pages/booking/*.ts, pages/location/transfer.ts), and request-pages.ts lists them.
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
  email: { name: 'email', label: 'E-mail', messageLabel: 'E-mail', maxLength: contactLimits.email },
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
  /** When the form cannot fetch its rules (the connection dropped, the site was updated). */
  reviewUnavailable: {
    title: 'Request Not Reviewed',
    description:
      "We couldn't load what the form needs to review your request. Check your connection and try again: everything you entered is still here.",
  },
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
  nothingSent: `Nothing is sent by this website and nothing is stored: your request goes from your own ${siteConfig.messagingApp} or e-mail, and our team replies ${claims.contactResponse}.`,
  greeting: `Hello ${siteConfig.name} team,`,
  carriedHeading: 'Your concierge journey',
  carriedIntro: 'We filled in the journey your concierge planned. Change anything you like.',
} as const;

export const priceOnRequest = 'Price on request';

/** The party-size field most requests share. */
export const guests = (max = 8) =>
  ({ kind: 'count', name: 'guests', label: 'Guests', min: 1, max, initial: 1 }) as const;

export const arrivalTime = { kind: 'time', name: 'time', label: 'Arrival time' } as const;
export const visitDate = { kind: 'date', name: 'date', label: 'Date' } as const;

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
