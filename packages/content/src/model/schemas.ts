import * as v from 'valibot';

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
