import { languageOf } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { hrefIn, routerPathOf } from './routedLinks.ts';

const origin = 'https://alento.example';
const at = (address: string) => new URL(address, origin);
const [en, pt, es] = [languageOf('en-GB'), languageOf('pt-PT'), languageOf('es-ES')];

describe('hrefIn', () => {
  it('puts the language’s prefix before a path of the site', () => {
    expect(hrefIn(pt, '/spa')).toBe('/pt/spa');
    expect(hrefIn(es, '/experiences?category=spa')).toBe('/es/experiences?category=spa');
    expect(hrefIn(pt, '/')).toBe('/pt/');
  });

  it('leaves English paths and anchors on the page as they are', () => {
    expect(hrefIn(en, '/spa')).toBe('/spa');
    expect(hrefIn(pt, '#benefits')).toBe('#benefits');
  });
});

describe('routerPathOf', () => {
  it('gives the router the path without the language’s prefix, with its query and anchor', () => {
    expect(routerPathOf(at('/pt/spa'), origin, pt)).toBe('/spa');
    expect(routerPathOf(at('/pt/experiences?category=spa#list'), origin, pt)).toBe(
      '/experiences?category=spa#list',
    );
    expect(routerPathOf(at('/pt/'), origin, pt)).toBe('/');
    expect(routerPathOf(at('/pt'), origin, pt)).toBe('/');
    expect(routerPathOf(at('/spa'), origin, en)).toBe('/spa');
  });

  it('leaves another host and another language to the browser', () => {
    expect(routerPathOf(new URL('https://elsewhere.example/spa'), origin, en)).toBeNull();
    expect(routerPathOf(at('/es/spa'), origin, pt)).toBeNull();
    // English is the site's root, but a Portuguese page is not English's router's to follow.
    expect(routerPathOf(at('/pt/spa'), origin, en)).toBeNull();
    // '/ptx' is not under '/pt'.
    expect(routerPathOf(at('/ptx/spa'), origin, pt)).toBeNull();
  });
});
