import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { facilities } from '../facilities.ts';
import { languages } from '../languages.ts';
import { navItems } from '../navigation.ts';
import { siteConfig } from '../site.ts';
import {
  canonicalUrl,
  categoriesInUse,
  facilitySchema,
  filterByCategory,
  formatEuros,
  languageListSchema,
  languageOfPath,
  navItemSchema,
  parseCategory,
  parseRecord,
  parseRecords,
  routeLookup,
  siteConfigSchema,
} from './index.ts';
import type { Facility, InLanguages, Language, NavItem, SiteConfig, Words } from './index.ts';

// Another property's records, written against the model alone.
const dune: Facility = {
  id: 'salt-cave',
  name: 'Salt cave',
  description: 'A quiet room lined with sea salt from the pans beside the resort.',
  features: ['Sea salt walls', 'Twelve loungers'],
  category: 'rest',
  icon: 'wind',
  position: { top: 40, left: 25 },
};

describe('the content model', () => {
  it("takes Alento's own records as they are", () => {
    expect(() => parseRecords(facilitySchema, facilities, 'Facility')).not.toThrow();
    expect(() => parseRecords(navItemSchema, navItems, 'Link')).not.toThrow();
    expect(() => parseRecord(siteConfigSchema, siteConfig, 'Site')).not.toThrow();
    expect(() => v.parse(languageListSchema, languages)).not.toThrow();
  });

  it('takes another property’s records and returns them typed', () => {
    const parsed = parseRecord(facilitySchema, dune, 'Facility');
    expect(parsed).toEqual(dune);
    // A field of the property's own passes through, as Alento's safety guidance does.
    const withGuidance = parseRecord(facilitySchema, { ...dune, guidance: 'salt' }, 'Facility');
    expect(withGuidance).toMatchObject({ guidance: 'salt' });
    expectTypeOf(parsed).toMatchTypeOf<Facility>();
  });

  it('names the record and every wrong field, in words an editor can act on', () => {
    const broken = { ...dune, id: 'Salt Cave', description: 'Salty.', position: { top: 140 } };
    expect(() => parseRecords(facilitySchema, [dune, broken], 'Facility')).toThrow(
      /^Facility Salt Cave is not valid:\n- id: Use lowercase words joined by hyphens\n- description: Describe the place in at least 40 characters\n/,
    );
    expect(() => parseRecords(facilitySchema, [dune, broken], 'Facility')).toThrow(
      /position\.top: .*\n- position\.left: /,
    );
    expect(() => parseRecords(navItemSchema, [{ name: 'Spa', path: 'spa' }], 'Link')).toThrow(
      'Link #1 is not valid:\n- path: Use a path inside the site, starting with /',
    );
  });

  it('lists the categories a plan uses, in their order, and refuses a place with none', () => {
    const categories = [
      { id: 'heat', label: 'Heat', tone: 'terracotta', icon: 'flame' },
      { id: 'rest', label: 'Rest', tone: 'sage', icon: 'bed' },
      { id: 'water', label: 'Water', tone: 'sky', icon: 'water' },
    ];
    expect(categoriesInUse(categories, [dune]).map((each) => each.id)).toEqual(['rest']);
    expect(() => categoriesInUse(categories, [{ id: 'sauna', category: 'steam' }])).toThrow(
      'Facility sauna names no known category "steam"',
    );
  });

  it('looks routes up by path and writes canonical addresses', () => {
    const routeFor = routeLookup([{ path: '/' }, { path: '/contact' }, { path: '/pt/contact' }]);
    expect(routeFor('/contact')).toEqual({ path: '/contact' });
    expect(() => routeFor('/contacts')).toThrow('No page route for "/contacts"');
    expect(canonicalUrl({ path: '/' }, 'https://dune.example')).toBe('https://dune.example/');
    expect(canonicalUrl({ path: '/spa-day', canonical: '/spa' }, 'https://dune.example')).toBe(
      'https://dune.example/spa',
    );
  });

  it('finds the language of a path among any list of languages', () => {
    const two = [
      { locale: 'en-GB', hreflang: 'en', prefix: '', name: 'English', ogLocale: 'en_GB' },
      { locale: 'pt-PT', hreflang: 'pt-PT', prefix: '/pt', name: 'Português', ogLocale: 'pt_PT' },
    ] as const satisfies readonly Language[];
    expect(languageOfPath(two, '/pt/contact')).toEqual({ language: two[1], path: '/contact' });
    expect(languageOfPath(two, '/pt')).toEqual({ language: two[1], path: '/' });
    expect(languageOfPath(two, '/ptolemy')).toEqual({ language: two[0], path: '/ptolemy' });
    expect(() => v.parse(languageListSchema, [two[1], two[0]])).toThrow(
      'The first language lives at the root (prefix "")',
    );
  });

  it('types a translation as the first language’s shape with any words', () => {
    const english = { heading: 'Contact', fields: ['Name', 'Email'], count: 2 };
    const portuguese: Words<typeof english> = {
      heading: 'Contacto',
      fields: ['Nome', 'Email'],
      count: 2,
    };
    const both: InLanguages<'en-GB' | 'pt-PT', typeof english> = {
      'en-GB': english,
      'pt-PT': portuguese,
    };
    expect(both['pt-PT'].heading).toBe('Contacto');
    // @ts-expect-error a translation keeps every field
    const missing: Words<typeof english> = { heading: 'Contacto', count: 2 };
    expect(missing).toBeDefined();
  });

  it('filters a catalogue by category and reads a category from an address', () => {
    const categories = [{ id: 'sea' }, { id: 'land' }];
    const items = [
      { id: 'a', category: 'sea' },
      { id: 'b', category: 'land' },
    ];
    expect(parseCategory(categories, 'land')).toBe('land');
    expect(parseCategory(categories, 'sky')).toBeNull();
    expect(filterByCategory(items, 'sea')).toEqual([items[0]]);
    expect(filterByCategory(items, null)).toBe(items);
  });

  it('writes euros as the locale does', () => {
    expect(formatEuros(180, 'en-GB')).toBe('€180');
    expect(formatEuros(180.5, 'pt-PT')).toBe('180,50\u00a0€');
  });

  it("keeps Alento's record types within the model's", () => {
    expectTypeOf<typeof siteConfig>().toMatchTypeOf<SiteConfig>();
    expectTypeOf<(typeof navItems)[number]>().toMatchTypeOf<NavItem>();
    expectTypeOf<(typeof facilities)[number]>().toMatchTypeOf<Facility>();
  });
});
