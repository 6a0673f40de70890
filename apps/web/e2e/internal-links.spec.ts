import { languages, pathIn, splitLanguage } from '@alento/content';
import routerConfig from '../react-router.config.ts';
import { expect, test } from './support.ts';

/** The paths the build prerenders, read from the router config the build itself uses. */
const prerendered: string[] = Array.isArray(routerConfig.prerender) ? routerConfig.prerender : [];

/** The not-found page is prerendered through this path and served as 404.html. */
const notFoundEntry = '/__not-found';

/** Every language's pages: the same paths under each prefix. */
const pages = languages.flatMap((language) => prerendered.map((path) => pathIn(language, path)));

/** Every `<a href>` of a page's HTML, as the server sends it (before any script runs). */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

test('every internal link of every prerendered page, in every language, leads to a prerendered page', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  expect(prerendered, 'the prerender list').toContain('/home');
  const origin = new URL(baseURL ?? '').origin;
  // Linked path → the pages that link to it.
  const linkedFrom = new Map<string, Set<string>>();
  // Links of a translated page that leave its language (the switcher's are meant to).
  const strays: string[] = [];

  for (const path of pages) {
    const response = await request.get(path);
    // The not-found page answers 404 by design; its links are checked all the same.
    if (!path.endsWith(notFoundEntry)) expect(response.status(), `${path} answers`).toBe(200);
    const html = await response.text();
    const { language } = splitLanguage(path);
    if (language.prefix) {
      for (const tag of html.match(/<a\b[^>]*>/g) ?? []) {
        const href = /\shref="(\/[^"]*)"/.exec(tag)?.[1];
        if (href && !tag.includes('hreflang=') && !href.startsWith(`${language.prefix}/`))
          strays.push(`${path} → ${href}`);
      }
    }
    for (const href of hrefsIn(html)) {
      // An anchor on the same page (the skip link) is not a link to a page.
      if (href.startsWith('#')) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const from = linkedFrom.get(target) ?? new Set<string>();
      from.add(path);
      linkedFrom.set(target, from);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(10);

  const dead: string[] = [];
  for (const [target, from] of [...linkedFrom].sort(([a], [b]) => a.localeCompare(b))) {
    const status = (await request.get(target)).status();
    const reasons = [
      ...(status === 404 ? ['answers 404'] : []),
      ...(prerendered.includes(splitLanguage(target).path) ? [] : ['is not prerendered']),
    ];
    if (reasons.length > 0) {
      dead.push(`${target} ${reasons.join(' and ')} (linked from ${[...from].join(', ')})`);
    }
  }
  expect(dead, 'dead internal links').toEqual([]);
  expect(strays, "links that leave the page's language").toEqual([]);
});
