import {
  categoriesInUse,
  facilityCategorySchema,
  facilitySchema,
  pageRouteSchema,
  parseRecords,
  routeLookup,
} from '@alento/content/model';
import type { Facility, FacilityCategory, PageRoute } from '@alento/content/model';
import type { Locale } from './languages.ts';
import { categories, places } from './places.ts';
import { en } from './words.en.ts';
import type { SiteWords } from './words.en.ts';
import { pt } from './words.pt.ts';

export { languages, splitPath } from './languages.ts';
export type { Locale, SiteLanguage } from './languages.ts';
export { siteConfig } from './site.ts';

/**
 * Maré's records in each language, checked against the content model's schemas as the module
 * loads: a typo in a place or a route stops the build with the record and the field it is in.
 */
const words: Record<Locale, SiteWords> = { 'en-GB': en, 'pt-PT': pt as SiteWords };

export interface SiteContent {
  readonly words: SiteWords;
  readonly routes: readonly PageRoute<'page'>[];
  readonly routeFor: (path: string) => PageRoute<'page'>;
  readonly facilities: readonly Facility[];
  readonly categories: readonly FacilityCategory[];
}

function contentIn(locale: Locale): SiteContent {
  const w = words[locale];
  const routes = parseRecords(
    pageRouteSchema,
    (['/', '/contact'] as const).map((path) => ({
      path,
      ...w.routes[path],
      layout: 'page',
      indexable: true,
    })),
    `Route (${locale})`,
  ) as PageRoute<'page'>[];
  const facilities = parseRecords(
    facilitySchema,
    places.map((place) => ({ ...place, ...w.home.places[place.id] })),
    `Facility (${locale})`,
  );
  const named = parseRecords(
    facilityCategorySchema,
    categories.map((category) => ({ ...category, label: w.home.categories[category.id] })),
    `Category (${locale})`,
  );
  return {
    words: w,
    routes,
    routeFor: routeLookup(routes),
    facilities,
    categories: categoriesInUse(named, facilities),
  };
}

export const content: Record<Locale, SiteContent> = {
  'en-GB': contentIn('en-GB'),
  'pt-PT': contentIn('pt-PT'),
};
