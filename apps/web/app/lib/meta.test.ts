import { pageRoutes, routeFor, siteConfig, socialImage } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.ts';

type Descriptor = Record<string, unknown>;
const value = (meta: Descriptor[], key: 'name' | 'property', name: string) =>
  meta.find((m) => m[key] === name)?.content;

describe('page metadata', () => {
  it('gives every page a title, a description, a canonical URL on the site origin and sharing cards', () => {
    for (const route of pageRoutes) {
      const meta = pageMeta(route.path, route) as Descriptor[];
      const title = meta.find((m) => 'title' in m)?.title;
      expect(title, route.path).toBe(`${route.title} · ${siteConfig.name}`);
      expect(value(meta, 'name', 'description')).toBe(route.description);
      const canonical = meta.find((m) => m.rel === 'canonical')?.href as string;
      expect(canonical.startsWith(`${siteConfig.origin}/`), route.path).toBe(true);
      expect(value(meta, 'property', 'og:url')).toBe(canonical);
      expect(value(meta, 'property', 'og:title')).toBe(title);
      expect(value(meta, 'property', 'og:image')).toBe(`${siteConfig.origin}${socialImage.path}`);
      expect(value(meta, 'property', 'og:image:alt')).toBe(socialImage.alt);
      expect(value(meta, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(value(meta, 'name', 'twitter:image')).toBe(`${siteConfig.origin}${socialImage.path}`);
      // Crawlable everywhere: aliases are folded in by their canonical URL, not hidden.
      expect(value(meta, 'name', 'robots'), route.path).toBeUndefined();
    }
  });

  it('names the page an alias shows as canonical', () => {
    const canonicalOf = (path: string) =>
      (pageMeta(path, routeFor(path)) as Descriptor[]).find((m) => m.rel === 'canonical')?.href;
    expect(canonicalOf('/spa-landing')).toBe(`${siteConfig.origin}/home`);
    expect(canonicalOf('/food')).toBe(`${siteConfig.origin}/dining`);
    expect(canonicalOf('/')).toBe(`${siteConfig.origin}/partners`);
  });

  it('keeps titles and descriptions unique among the pages that are their own canonical', () => {
    const own = pageRoutes.filter((r) => !('canonical' in r));
    const titles = own.map((r) =>
      value(pageMeta(r.path, r) as Descriptor[], 'property', 'og:title'),
    );
    const descriptions = own.map((r) =>
      value(pageMeta(r.path, r) as Descriptor[], 'name', 'description'),
    );
    expect(new Set(titles).size).toBe(own.length);
    expect(new Set(descriptions).size).toBe(own.length);
  });
});
