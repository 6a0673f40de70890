import { describe, expect, it } from 'vitest';
import { inertPage, offlinePageFor, pageKey } from './offline-routing.ts';

const offlinePages = { '': '/offline', '/pt': '/pt/offline', '/es': '/es/offline' };

describe('the worker’s lookups', () => {
  it('finds a page by its path, with or without a closing slash', () => {
    expect(pageKey('/pt/spa/safety/')).toBe('/pt/spa/safety');
    expect(pageKey('/spa/safety/index.html')).toBe('/spa/safety');
    expect(pageKey('/')).toBe('/');
  });

  it('answers with the offline page in the language of the path', () => {
    expect(offlinePageFor('/pt/dining', offlinePages)).toBe('/pt/offline');
    expect(offlinePageFor('/es/', offlinePages)).toBe('/es/offline');
    expect(offlinePageFor('/es', offlinePages)).toBe('/es/offline');
    expect(offlinePageFor('/dining', offlinePages)).toBe('/offline');
    // A path that only starts like a prefix is in the first language.
    expect(offlinePageFor('/partners', offlinePages)).toBe('/offline');
  });
});

it('leaves the offline page as HTML where it stands in for another page', () => {
  const html =
    '<main><h1>Offline</h1></main><script type="application/json" id="hydration-modules">{"entry":"/assets/e.js"}</script><script src="/assets/hydration-gate-1.js" defer></script>';
  expect(inertPage(html)).toBe(
    '<main><h1>Offline</h1></main><script src="/assets/hydration-gate-1.js" defer></script>',
  );
});
