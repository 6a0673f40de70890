import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageRoutes, routeFor } from './routes.ts';

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

describe('route table', () => {
  it('holds every route of the decisions table, once', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...decisionsTable, ...menuGalleryAndDirections].sort());
  });

  it('gives every indexable page a unique title and description', () => {
    const indexable = pageRoutes.filter((r) => r.indexable && !('canonical' in r));
    const titles = indexable.map((r) => r.title);
    const descriptions = indexable.map((r) => r.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const r of pageRoutes) {
      expect(r.description.length, r.path).toBeGreaterThan(50);
      expect(r.description.length, r.path).toBeLessThanOrEqual(160);
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
