import * as v from 'valibot';
import { words } from './data.ts';

/**
 * The valibot schemas of the model's records, apart from their types and helpers: a site that
 * only reads records (routes, languages, prices) imports those and never loads valibot; a
 * property checks its records with these as they load, and Alento's tests check Alento's.
 */

/** Lowercase words joined by hyphens: the ids and keys every record uses. */
export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase words joined by hyphens'),
);

/** Words a guest reads: at least one character that is not a space. */
export const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'Write something here'));

/** A path inside the site, from its root. */
export const sitePath = v.pipe(
  v.string(),
  v.regex(/^\/[\w\-./?=&#%]*$/, 'Use a path inside the site, starting with /'),
);

/** A percentage of a picture's width or height. */
export const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

const socialProfileSchema = v.object({
  network: v.pipe(
    text,
    v.title('Network'),
    v.description('As guests know it: Instagram, Facebook'),
  ),
  handle: v.pipe(text, v.title('Name on the network'), v.description('As the footer shows it')),
  url: v.pipe(v.string(), v.url(), v.title('Address of the profile')),
});

/**
 * Who a property is. Its words (the tagline, the place, the legal and street names with their
 * notes, the country, the languages by name) are translated; everything else is the same in every
 * language.
 */
export const siteConfigSchema = v.looseObject({
  name: v.pipe(text, v.title('Name'), v.description('The name guests know, never translated')),
  legalName: words(
    v.pipe(text, v.title('Legal name'), v.description('As registered, for the legal pages')),
  ),
  origin: v.pipe(
    v.string(),
    v.url(),
    v.regex(/^https:\/\/[^/]+$/, 'Use an https origin with no path or trailing slash'),
    v.title('Web address'),
    v.description('Where the site lives, such as https://alento.pt, with no / at the end'),
  ),
  tagline: words(v.pipe(text, v.title('Tagline'), v.description('One line, under the name'))),
  email: v.pipe(v.string(), v.email(), v.title('E-mail for guests')),
  partnershipEmail: v.pipe(v.string(), v.email(), v.title('E-mail for partners')),
  phone: v.pipe(
    v.string(),
    v.regex(/^\+[\d ]+$/, 'Start with + and use digits and spaces'),
    v.title('Phone, as guests read it'),
    v.description('With the country code and spaces: +351 266 000 000'),
  ),
  phoneE164: v.pipe(
    v.string(),
    v.regex(/^\+\d{8,15}$/, 'Use + and 8 to 15 digits'),
    v.title('Phone, as a phone dials it'),
    v.description('The same number with no spaces: +351266000000'),
  ),
  messagingNumber: v.pipe(
    v.string(),
    v.regex(/^\d{8,15}$/, 'Use 8 to 15 digits, no +'),
    v.title('Messaging-app number'),
    v.description('Digits only, country code first, no +: 351912345678'),
  ),
  messagingApp: v.pipe(text, v.title('Messaging app'), v.description('Such as WhatsApp')),
  place: words(v.pipe(text, v.title('Where it is'), v.description('In a few words'))),
  address: v.pipe(
    v.object({
      streetAddress: words(v.pipe(text, v.title('Street or estate'))),
      postalCode: v.pipe(text, v.title('Postcode')),
      locality: v.pipe(text, v.title('Town')),
      region: v.pipe(text, v.title('Region')),
      country: words(v.pipe(text, v.title('Country'))),
      countryCode: v.pipe(
        v.string(),
        v.regex(/^[A-Z]{2}$/, 'Use the two capital letters of ISO 3166'),
        v.title('Country code'),
        v.description('Two capital letters: PT'),
      ),
    }),
    v.title('Postal address'),
  ),
  geo: v.pipe(
    v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.title('Latitude')),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.title('Longitude')),
    }),
    v.title('Position on the map'),
    v.description('Where the map pin stands, in decimal degrees'),
  ),
  social: v.pipe(v.array(socialProfileSchema), v.title('Social profiles')),
  languages: words(
    v.pipe(
      v.array(v.string()),
      v.minLength(1),
      v.title('Languages spoken'),
      v.description('The languages guests are answered in, by name'),
    ),
  ),
});

export const navItemSchema = v.looseObject({ name: text, path: sitePath });

export const callToActionSchema = v.looseObject({ label: text, href: sitePath });

export const pageWordsSchema = v.looseObject({
  heading: text,
  title: v.pipe(text, v.maxLength(70, 'Keep a title under 70 characters')),
  description: v.pipe(
    text,
    v.minLength(50, 'Write a description of at least 50 characters'),
    v.maxLength(160, 'Keep a description to 160 characters'),
  ),
});

export const pageRouteSchema = v.looseObject({
  path: sitePath,
  ...pageWordsSchema.entries,
  canonical: v.optional(sitePath),
  layout: text,
  indexable: v.boolean(),
});

export const languageSchema = v.looseObject({
  locale: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'Use a tag such as pt-PT')),
  hreflang: text,
  prefix: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\/[a-z-]+$/))]),
  name: text,
  ogLocale: v.pipe(v.string(), v.regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'Use a form such as pt_PT')),
});

/** The languages of a site: the first at the root, the others each under a prefix of its own. */
export const languageListSchema = v.pipe(
  v.array(languageSchema),
  v.minLength(1),
  v.check((list) => list[0]?.prefix === '', 'The first language lives at the root (prefix "")'),
  v.check(
    (list) => new Set(list.map((each) => each.prefix)).size === list.length,
    'Each language needs a prefix of its own',
  ),
);

/** A sentence: alt texts and captions are read aloud, so each ends as one. */
const sentence = v.pipe(text, v.regex(/[.!?]$/, 'End with a full stop'));

export const mediaRecordSchema = v.looseObject({
  key: slug,
  family: slug,
  alt: v.pipe(
    sentence,
    v.minLength(20, 'Say what the picture shows in at least 20 characters'),
    v.maxLength(240, 'Keep alt text under 240 characters'),
  ),
  caption: v.optional(v.pipe(sentence, v.minLength(10))),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  focal: v.object({ x: percent, y: percent }),
});

export const facilitySchema = v.looseObject({
  id: slug,
  name: v.pipe(text, v.minLength(2)),
  description: v.pipe(
    text,
    v.minLength(40, 'Describe the place in at least 40 characters'),
    v.regex(/[.!?]$/, 'End with a full stop'),
  ),
  features: v.pipe(v.array(v.pipe(text, v.minLength(2))), v.minLength(1, 'List a feature')),
  category: slug,
  icon: slug,
  image: v.optional(slug),
  position: v.object({ top: percent, left: percent }),
});

export const facilityCategorySchema = v.looseObject({
  id: slug,
  label: text,
  tone: slug,
  icon: slug,
});

export const experienceCategorySchema = v.looseObject({ id: slug, name: text, tone: slug });

export const experienceSchema = v.looseObject({
  id: slug,
  title: text,
  subtitle: text,
  description: v.pipe(
    text,
    v.minLength(40, 'Describe the experience in at least 40 characters'),
    v.maxLength(200, 'Keep a card to 200 characters'),
  ),
  icon: slug,
  link: sitePath,
  image: slug,
  category: slug,
  buttonLabel: v.optional(text),
});

export const signatureExperienceSchema = v.looseObject({
  id: slug,
  title: text,
  duration: text,
  price: v.pipe(v.number(), v.minValue(0)),
  description: v.pipe(text, v.minLength(40)),
  highlights: v.tuple([text, text, text]),
  image: slug,
  action: callToActionSchema,
});

export const benefitSchema = v.looseObject({ icon: slug, title: text, description: text });

export const galleryItemSchema = v.looseObject({
  id: slug,
  image: slug,
  title: text,
  caption: text,
});
