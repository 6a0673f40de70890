import * as v from 'valibot';
import { text } from './records.ts';

export interface SocialProfile {
  readonly network: string;
  readonly handle: string;
  readonly url: string;
}

/**
 * Who a property is: everything its header, footers, contact page and metadata print about it.
 * One record per property, the same in every language (its words, such as the tagline, are the
 * site's first language's; a page in another language takes them from its own records).
 */
export interface SiteConfig {
  readonly name: string;
  readonly legalName: string;
  /** Absolute origin for canonical URLs, Open Graph and the sitemap; no trailing slash. */
  readonly origin: string;
  readonly tagline: string;
  readonly email: string;
  readonly partnershipEmail: string;
  /** Shown to people, with spaces. */
  readonly phone: string;
  /** E.164 form for tel: links. */
  readonly phoneE164: string;
  /** Digits only, country code first, as the messaging app's chat links want it. */
  readonly messagingNumber: string;
  readonly messagingApp: string;
  readonly place: string;
  readonly address: {
    readonly streetAddress: string;
    readonly postalCode: string;
    readonly locality: string;
    readonly region: string;
    readonly country: string;
    readonly countryCode: string;
  };
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly social: readonly SocialProfile[];
  /** The languages guests are answered in, by name (JSON-LD's `availableLanguage`). */
  readonly languages: readonly string[];
}

const socialProfileSchema = v.object({
  network: text,
  handle: text,
  url: v.pipe(v.string(), v.url()),
});

export const siteConfigSchema = v.looseObject({
  name: text,
  legalName: text,
  origin: v.pipe(
    v.string(),
    v.url(),
    v.regex(/^https:\/\/[^/]+$/, 'Use an https origin with no path or trailing slash'),
  ),
  tagline: text,
  email: v.pipe(v.string(), v.email()),
  partnershipEmail: v.pipe(v.string(), v.email()),
  phone: v.pipe(v.string(), v.regex(/^\+[\d ]+$/, 'Start with + and use digits and spaces')),
  phoneE164: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/, 'Use + and 8 to 15 digits')),
  messagingNumber: v.pipe(v.string(), v.regex(/^\d{8,15}$/, 'Use 8 to 15 digits, no +')),
  messagingApp: text,
  place: text,
  address: v.object({
    streetAddress: text,
    postalCode: text,
    locality: text,
    region: text,
    country: text,
    countryCode: v.pipe(
      v.string(),
      v.regex(/^[A-Z]{2}$/, 'Use the two capital letters of ISO 3166'),
    ),
  }),
  geo: v.object({
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  social: v.array(socialProfileSchema),
  languages: v.pipe(v.array(v.string()), v.minLength(1)),
});
