/**
 * schema.org JSON-LD for each page, built from content records by pure functions: the property
 * as a `Resort`, the circuit as a `DaySpa` with a feature per station, the priced experiences as
 * `Offer`s, and a `BreadcrumbList` on every inner page.
 */
import {
  canonicalUrl,
  faqGroups,
  language,
  pageRoutes,
  pricedExperiences,
  resortAmenities,
  schemaNames,
  siteConfig,
  socialImage,
  spaPage,
} from '@alento/content';
import type {
  FaqEntry,
  FaqGroup,
  PageRoute,
  PricedExperience,
  SiteConfig,
  SpaStation,
} from '@alento/content';

export type JsonLd = {
  readonly '@context': 'https://schema.org';
  readonly '@type': string;
} & Record<string, unknown>;

type Config = Pick<
  SiteConfig,
  'name' | 'origin' | 'tagline' | 'email' | 'phoneE164' | 'address' | 'geo' | 'social'
>;

const context = 'https://schema.org' as const;

/** A page's address in the language being built: node ids stay on the English origin. */
const pageUrl = (origin: string, path: string) => `${origin}${language.prefix}${path}`;

/** Stable node ids, so the spa and the offers can point at the resort instead of repeating it. */
export const resortId = (origin: string) => `${origin}/#resort`;
export const daySpaId = (origin: string) => `${origin}/spa#day-spa`;

function postalAddress(config: Config) {
  return {
    '@type': 'PostalAddress',
    streetAddress: config.address.streetAddress,
    postalCode: config.address.postalCode,
    addressLocality: config.address.locality,
    addressRegion: config.address.region,
    addressCountry: config.address.countryCode,
  };
}

function geoCoordinates(config: Config) {
  return {
    '@type': 'GeoCoordinates',
    latitude: config.geo.latitude,
    longitude: config.geo.longitude,
  };
}

const feature = (name: string, description?: string) => ({
  '@type': 'LocationFeatureSpecification',
  name,
  ...(description ? { description } : {}),
  value: true,
});

/**
 * Every station of the circuit, in the Spa Circuit page's order. Marked pure so a page that shows
 * no structured data does not carry the spa page's records for it.
 */
export const circuitStations: readonly SpaStation[] = /* @__PURE__ */ (
  spaPage.sections as readonly { readonly stations: readonly SpaStation[] }[]
).flatMap((section) => section.stations);

export function offerFor(experience: PricedExperience, config: Config) {
  const price = experience.euros.toFixed(2);
  return {
    '@type': 'Offer',
    name: experience.name,
    url: pageUrl(config.origin, experience.page),
    price,
    priceCurrency: 'EUR',
    ...(experience.from
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            minPrice: price,
            priceCurrency: 'EUR',
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: 1,
              unitText: schemaNames.person,
            },
          },
        }
      : {}),
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Service',
      name: experience.name,
      ...(experience.duration ? { duration: experience.duration } : {}),
      provider: { '@id': resortId(config.origin) },
    },
  };
}

export function resortSchema(
  config: Config = siteConfig,
  amenities: readonly string[] = resortAmenities,
  offers: readonly PricedExperience[] = pricedExperiences.filter((e) => e.page === '/home'),
): JsonLd {
  return {
    '@context': context,
    '@type': 'Resort',
    '@id': resortId(config.origin),
    name: config.name,
    description: config.tagline,
    url: pageUrl(config.origin, '/home'),
    image: `${config.origin}${socialImage.path}`,
    email: config.email,
    telephone: config.phoneE164,
    address: postalAddress(config),
    geo: geoCoordinates(config),
    sameAs: config.social.map((profile) => profile.url),
    amenityFeature: amenities.map((amenity) => feature(amenity)),
    makesOffer: offers.map((experience) => offerFor(experience, config)),
  };
}

export function daySpaSchema(
  config: Config = siteConfig,
  stations: readonly SpaStation[] = circuitStations,
): JsonLd {
  return {
    '@context': context,
    '@type': 'DaySpa',
    '@id': daySpaId(config.origin),
    name: schemaNames.daySpa(config.name),
    url: pageUrl(config.origin, '/spa'),
    image: `${config.origin}${socialImage.path}`,
    telephone: config.phoneE164,
    address: postalAddress(config),
    geo: geoCoordinates(config),
    containedInPlace: { '@id': resortId(config.origin) },
    amenityFeature: stations.map((station) => feature(station.name, station.detail)),
  };
}

/** The booking hub's priced passes and packages, offered by the resort. */
export function bookingOffersSchema(
  config: Config = siteConfig,
  offers: readonly PricedExperience[] = pricedExperiences.filter((e) => e.page === '/booking'),
): JsonLd {
  return {
    '@context': context,
    '@type': 'OfferCatalog',
    name: schemaNames.offerCatalog(config.name),
    url: pageUrl(config.origin, '/booking'),
    itemListElement: offers.map((experience) => ({
      ...offerFor(experience, config),
      offeredBy: { '@id': resortId(config.origin) },
    })),
  };
}

/**
 * Every question the FAQ page answers, in its order. Marked pure, as the circuit's stations are,
 * so the browser's scripts do not carry the answers for it.
 */
export const faqEntries: readonly FaqEntry[] = /* @__PURE__ */ (
  faqGroups as readonly FaqGroup[]
).flatMap((group) => group.questions);

/**
 * The FAQ page's questions and answers, word for word as the page shows them: each question is
 * the heading a guest reads and each answer the text under it (the link to the page with the
 * detail stays on the page).
 */
export function faqPageSchema(
  config: Config = siteConfig,
  entries: readonly FaqEntry[] = faqEntries,
): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: pageUrl(config.origin, '/faq'),
    inLanguage: language.hreflang,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The landing page an inner page's trail starts from: the guest home or the partnership one. */
function trailStart(route: PageRoute): PageRoute {
  const path = route.layout === 'partnership' ? '/partners' : '/home';
  return (pageRoutes as readonly PageRoute[]).find((r) => r.path === path)!;
}

/** Landing pages (and their aliases) are the top of their trail: they get no breadcrumb. */
export function isLandingPage(route: PageRoute): boolean {
  const path = route.canonical ?? route.path;
  return path === '/home' || path === '/partners';
}

export function breadcrumbSchema(route: PageRoute, origin: string = siteConfig.origin): JsonLd {
  const start = trailStart(route);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: [start, route].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.heading,
      item: canonicalUrl(step, `${origin}${language.prefix}`),
    })),
  };
}

/** The page itself: its address, title and description, and the language it is written in. */
export function webPageSchema(route: PageRoute, config: Config = siteConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'WebPage',
    url: canonicalUrl(route, `${config.origin}${language.prefix}`),
    name: route.title,
    description: route.description,
    inLanguage: language.hreflang,
    isPartOf: { '@type': 'WebSite', name: config.name, url: `${config.origin}/` },
  };
}

/** Every JSON-LD block of the page at `path`; none for a path outside the route table. */
export function structuredDataFor(path: string, config: Config = siteConfig): JsonLd[] {
  const route = (pageRoutes as readonly PageRoute[]).find((r) => r.path === path);
  if (!route) return [];
  const page = route.canonical ?? route.path;
  const blocks: JsonLd[] = [];
  if (page === '/home') blocks.push(resortSchema(config));
  if (page === '/spa') blocks.push(daySpaSchema(config));
  if (page === '/booking') blocks.push(bookingOffersSchema(config));
  if (page === '/faq') blocks.push(faqPageSchema(config));
  if (!isLandingPage(route)) blocks.push(breadcrumbSchema(route, config.origin));
  blocks.push(webPageSchema(route, config));
  return blocks;
}

/**
 * The text of a `<script type="application/ld+json">`: JSON whose `<`, `>` and `&` are written as
 * Unicode escapes, so no value can close the script element or open a comment, and the parsed
 * data is unchanged. Script contents are raw text to the HTML parser, so entity-escaping (what a
 * renderer does to text children) would corrupt the JSON instead.
 */
export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
