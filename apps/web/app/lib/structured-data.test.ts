import {
  faqGroups,
  pageRoutes,
  pricedExperiences,
  resortAmenities,
  routeFor,
  siteConfig,
  spaPage,
} from '@alento/content';
import type { SpaStation } from '@alento/content';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbSchema,
  circuitStations,
  daySpaSchema,
  faqPageSchema,
  resortId,
  resortSchema,
  structuredDataFor,
  jsonLdText,
  webPageSchema,
} from './structured-data.ts';

type Node = Record<string, unknown>;

/** What a crawler gets: the JSON text of a block, parsed back. */
const roundTrip = (block: unknown): Node => JSON.parse(JSON.stringify(block)) as Node;

function expectProperties(node: Node, names: readonly string[]) {
  for (const name of names) expect(node, `${String(node['@type'])}.${name}`).toHaveProperty(name);
}

const blocksOf = (path: string) => structuredDataFor(path).map(roundTrip);
const typesOf = (path: string) => blocksOf(path).map((block) => block['@type']);

describe('Resort', () => {
  const resort = roundTrip(resortSchema());

  it('describes the property with its address, position and contact', () => {
    expectProperties(resort, [
      '@context',
      '@id',
      'name',
      'url',
      'image',
      'address',
      'geo',
      'telephone',
    ]);
    expect(resort['@context']).toBe('https://schema.org');
    expect(resort.name).toBe(siteConfig.name);
    expect(resort.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: siteConfig.address.postalCode,
      addressLocality: siteConfig.address.locality,
      addressCountry: 'PT',
    });
    expect(resort.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: siteConfig.geo.latitude,
      longitude: siteConfig.geo.longitude,
    });
    expect(resort.sameAs).toEqual(siteConfig.social.map((s) => s.url));
  });

  it('lists every amenity as a feature', () => {
    const features = resort.amenityFeature as Node[];
    expect(features.map((f) => f.name)).toEqual([...resortAmenities]);
    for (const f of features)
      expect(f).toMatchObject({ '@type': 'LocationFeatureSpecification', value: true });
  });

  it('offers the two signature experiences at the spec prices', () => {
    const offers = resort.makesOffer as Node[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Thermal Sanctuary Journey', '180.00', 'EUR'],
      ['Alentejo Earth Ritual', '240.00', 'EUR'],
    ]);
    for (const offer of offers) {
      expectProperties(offer, ['@type', 'price', 'priceCurrency', 'itemOffered', 'url']);
      expect(offer.itemOffered).toMatchObject({
        '@type': 'Service',
        provider: { '@id': resortId(siteConfig.origin) },
      });
    }
    expect((offers[0]!.itemOffered as Node).duration).toBe('PT3H');
  });
});

describe('DaySpa', () => {
  it('has one amenity feature per circuit station and belongs to the resort', () => {
    const spa = roundTrip(daySpaSchema());
    expectProperties(spa, [
      '@id',
      'name',
      'url',
      'address',
      'geo',
      'amenityFeature',
      'containedInPlace',
    ]);
    expect(spa['@type']).toBe('DaySpa');
    const stations = (spaPage.sections as readonly { stations: readonly SpaStation[] }[]).flatMap(
      (section) => section.stations,
    );
    expect(circuitStations).toEqual(stations);
    expect(stations.length).toBeGreaterThanOrEqual(25);
    expect((spa.amenityFeature as Node[]).map((f) => [f.name, f.description])).toEqual(
      stations.map((s) => [s.name, s.detail]),
    );
    expect(spa.containedInPlace).toEqual({ '@id': resortId(siteConfig.origin) });
  });
});

describe('FAQPage', () => {
  const faq = roundTrip(faqPageSchema());
  const entries = faqGroups.flatMap((group) => [...group.questions]);

  it('asks every question of the FAQ page and gives its answer, word for word and in order', () => {
    const questions = faq.mainEntity as Node[];
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions).toEqual(
      entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    );
  });

  it('is the FAQ page’s, in the language of the page', () => {
    expect(faq).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${siteConfig.origin}/faq`,
      inLanguage: 'en',
    });
  });

  it('is on /faq and on no other page', () => {
    expect(typesOf('/faq')).toEqual(['FAQPage', 'BreadcrumbList', 'WebPage']);
    const pages = pageRoutes.filter((route) => typesOf(route.path).includes('FAQPage'));
    expect(pages.map((route) => route.path)).toEqual(['/faq']);
  });
});

describe('pages', () => {
  it('puts the Resort on the home page, the DaySpa on /spa and the passes on /booking', () => {
    expect(typesOf('/home')).toEqual(['Resort', 'WebPage']);
    expect(typesOf('/spa-landing')).toEqual(['Resort', 'WebPage']);
    expect(typesOf('/spa')).toEqual(['DaySpa', 'BreadcrumbList', 'WebPage']);
    expect(typesOf('/booking')).toEqual(['OfferCatalog', 'BreadcrumbList', 'WebPage']);
    const catalog = blocksOf('/booking')[0]!;
    const offers = catalog.itemListElement as Node[];
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Day Pass', '120.00'],
      ['Treatment Packages', '250.00'],
    ]);
    for (const offer of offers) {
      expect(offer.priceSpecification).toMatchObject({
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'EUR',
      });
      expect(offer.offeredBy).toEqual({ '@id': resortId(siteConfig.origin) });
    }
  });

  it('prices every priced experience somewhere, and nothing else', () => {
    const offered = pageRoutes
      .flatMap((route) => blocksOf(route.path))
      .flatMap((block) => [
        ...((block.makesOffer as Node[]) ?? []),
        ...((block.itemListElement as Node[]) ?? []),
      ])
      .filter((node) => node['@type'] === 'Offer')
      .map((offer) => offer.name);
    expect(new Set(offered)).toEqual(new Set(pricedExperiences.map((e) => e.name)));
  });

  it('gives every inner page a two-step breadcrumb from its landing page, and the landings none', () => {
    for (const route of pageRoutes) {
      const crumbs = blocksOf(route.path).filter((b) => b['@type'] === 'BreadcrumbList');
      const landing = ['/', '/partners', '/home', '/spa-landing'].includes(route.path);
      expect(crumbs, route.path).toHaveLength(landing ? 0 : 1);
      if (landing) continue;
      const items = crumbs[0]!.itemListElement as Node[];
      expect(items.map((i) => i.position)).toEqual([1, 2]);
      for (const item of items) expectProperties(item, ['@type', 'position', 'name', 'item']);
      expect(items[0]!.item).toBe(
        `${siteConfig.origin}${route.layout === 'partnership' ? '/partners' : '/home'}`,
      );
      expect(items[1]!.name).toBe(route.heading);
    }
  });

  it('names the canonical page in an alias page’s breadcrumb', () => {
    const items = breadcrumbSchema(pageRoutes.find((r) => r.path === '/food')!)
      .itemListElement as Node[];
    expect(items[1]!.item).toBe(`${siteConfig.origin}/dining`);
  });

  it('gives a path outside the route table nothing', () => {
    expect(structuredDataFor('/no/such/page')).toEqual([]);
  });

  it('serialises to JSON that a script element cannot end early', () => {
    for (const route of pageRoutes) {
      for (const block of structuredDataFor(route.path)) {
        expect(JSON.stringify(block)).not.toMatch(/<\/script/i);
      }
    }
  });
});

describe('jsonLdText', () => {
  const block = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: 'Tea & "calm" </script><!-- \u2028',
  } as const;

  it('cannot end the script element or open a comment, and parses back to the same data', () => {
    const text = jsonLdText(block);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(block);
  });

  it('keeps quotes as JSON quotes, not HTML entities', () => {
    expect(jsonLdText(block)).toContain('\\"calm\\"');
    expect(jsonLdText(block)).not.toContain('&quot;');
  });
});

describe('the page block', () => {
  it('names every page, its address and the language it is written in', () => {
    const route = routeFor('/spa');
    const page = webPageSchema(route);
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: `${siteConfig.origin}/spa`,
      name: route.title,
      description: route.description,
      inLanguage: 'en',
    });
  });
});
