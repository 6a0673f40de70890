import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRouteSchema } from './model/schemas.ts';
import { routeWords } from './route-words.ts';
import { canonicalUrl, pageRoutes, routeFor, routesWith } from './routes.ts';
import type { PageRoute } from './routes.ts';
import { inLanguage } from './language-build.ts';

const { routeWords: routeWordsPt } = await inLanguage('pt-PT', () => import('./route-words.ts'));
const { routeWords: routeWordsEs } = await inLanguage('es-ES', () => import('./route-words.ts'));

const decisionsTable = [
  '/',
  '/partners',
  '/holistic-landcare',
  '/home',
  '/spa-landing',
  '/sanctum',
  '/spa',
  '/approach',
  '/booking',
  '/programs',
  '/dining',
  '/food',
  '/spaces',
  '/location',
  '/contact',
  '/concierge',
  '/racket-club',
  '/experiences',
  '/stays',
  '/ai',
  '/seasons',
  '/booking/spa',
  '/booking/spa-form',
  '/booking/day-pass',
  '/booking/packages',
  '/booking/accommodations',
  '/booking/racket-club',
  '/location/transfer',
];

/** Linked targets the spec does not show (decisions.md), each a real page. */
const menuGalleryAndDirections = [
  '/restaurant-menu',
  '/cafe-menu',
  '/spaces/gallery',
  '/location/directions',
];

/** Pages a guest needs before booking that the spec does not name (decisions.md). */
const beforeBooking = ['/spa/etiquette', '/spa/safety', '/faq', '/privacy', '/accessibility'];

/** The guest's own circuit planner. */
const planner = ['/circuit'];

/** Where the newsletter's mails lead. */
const newsletter = ['/newsletter/confirm', '/newsletter/unsubscribe'];

/** What a guest's phone shows for a page it does not keep when there is no signal. */
const offline = ['/offline'];

/** Pages added with `pnpm new:page`, which writes each here as it adds it to the table. */
const addedPages: string[] = [];

describe('route table', () => {
  it('holds every route of the decisions table, once', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        ...decisionsTable,
        ...menuGalleryAndDirections,
        ...beforeBooking,
        ...planner,
        ...newsletter,
        ...offline,
        ...addedPages,
      ].sort(),
    );
  });

  // The table as each language's build sees it: English, and the words of every translation.
  const routesIn: readonly (readonly [string, readonly PageRoute[]])[] = [
    ['en-GB', pageRoutes],
    ['pt-PT', routesWith(routeWordsPt)],
    ['es-ES', routesWith(routeWordsEs)],
  ];

  for (const [locale, routes] of routesIn) {
    it(`gives every indexable page a unique title and description (${locale})`, () => {
      const indexable = routes.filter((r) => r.indexable && !r.canonical);
      const titles = indexable.map((r) => r.title);
      const descriptions = indexable.map((r) => r.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const r of routes) {
        expect(() => v.parse(pageRouteSchema, r), r.path).not.toThrow();
        expect(r.description.length, r.path).toBeGreaterThan(50);
        expect(r.description.length, r.path).toBeLessThanOrEqual(160);
      }
    });
  }

  it('writes each translated description to fill the snippet a search result shows', () => {
    for (const words of [routeWordsPt, routeWordsEs]) {
      for (const [path, page] of Object.entries(words)) {
        expect(page.description.length, path).toBeGreaterThanOrEqual(120);
        expect(page.description, path).not.toBe(
          routeWords[path as keyof typeof routeWords].description,
        );
      }
    }
  });

  it('points aliases at their canonical page', () => {
    expect(canonicalUrl(routeFor('/spa-landing'), 'https://x.example')).toBe(
      'https://x.example/home',
    );
    expect(canonicalUrl(routeFor('/food'), 'https://x.example')).toBe('https://x.example/dining');
    expect(canonicalUrl(routeFor('/spa'), 'https://x.example')).toBe('https://x.example/spa');
  });

  it('refuses an unknown path', () => {
    expect(() => routeFor('/nowhere')).toThrow(/nowhere/);
  });

  it('shows the partnership footer on the partnership pages and the compact one on /approach', () => {
    expect(pageRoutes.filter((r) => r.layout === 'partnership').map((r) => r.path)).toEqual([
      '/',
      '/partners',
      '/holistic-landcare',
    ]);
    expect(routeFor('/approach').layout).toBe('approach');
  });
});

describe("the route table and the browser's formatters", () => {
  const names = ['NumberFormat', 'DateTimeFormat', 'ListFormat'] as const;
  const originals = names.map((name) => Intl[name]);
  const made: string[] = [];

  beforeEach(() => {
    vi.resetModules();
    made.length = 0;
    names.forEach((name, i) => {
      const Original = originals[i] as unknown as new (...args: unknown[]) => object;
      (Intl as Record<string, unknown>)[name] = function (...args: unknown[]) {
        made.push(name);
        return new Original(...args);
      };
    });
  });
  afterEach(() => {
    names.forEach((name, i) => {
      (Intl as Record<string, unknown>)[name] = originals[i];
    });
  });

  // Every page carries the table; the first formatter a page makes loads the browser's locale
  // data, a long task on a slow phone, so only the page that shows a figure should pay for it.
  it('makes no formatter until a page reads a description with a figure', async () => {
    const pt = await inLanguage('pt-PT', () => import('./route-words.ts'));
    const es = await inLanguage('es-ES', () => import('./route-words.ts'));
    const routes = await inLanguage('en-GB', () => import('./routes.ts'));
    routes.routesWith(pt.routeWords);
    routes.routesWith(es.routeWords);
    expect(made).toEqual([]);
    expect(routes.routeFor('/booking').description).toContain('€25');
    expect(made).toContain('NumberFormat');
  });
});
