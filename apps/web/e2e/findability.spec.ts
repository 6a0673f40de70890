import {
  canonicalUrl,
  languages,
  offlinePagePath,
  pageRoutes,
  routeFor,
  siteConfig,
  socialImage,
} from '@alento/content';
import { structuredDataFor } from '../app/lib/structured-data.ts';
import { scoreResponse } from '../test/observatory.ts';
import { inlineScriptHashes } from '../scripts/page-html.ts';
import { decodeHtml, expect, scriptsOf, test } from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as RouteWordsModule from '../../../packages/content/src/route-words.ts';

const { routeWords: spanishRouteWords } = await inLanguage<typeof RouteWordsModule>(
  'es-ES',
  'route-words.ts',
);

// What crawlers, link previews and a header scan read: plain HTTP, no browser, so once is enough.
test.skip(
  ({ isMobile }) => isMobile,
  'the served bytes do not depend on the screen: checked once, in the desktop project',
);

function metaContent(html: string, key: 'name' | 'property', name: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`));
  return tag?.[1] === undefined ? undefined : decodeHtml(tag[1]);
}

test('every route is findable: language, canonical URL, sharing cards and its JSON-LD', async ({
  request,
}) => {
  const image = `${siteConfig.origin}${socialImage.path}`;
  for (const route of pageRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(/<html lang="en"/);
    expect(html).toContain(
      `<link rel="canonical" href="${canonicalUrl(route, siteConfig.origin)}"/>`,
    );
    expect(metaContent(html, 'name', 'description'), route.path).toBe(route.description);
    expect(metaContent(html, 'property', 'og:image'), route.path).toBe(image);
    expect(metaContent(html, 'property', 'og:url')).toBe(canonicalUrl(route, siteConfig.origin));
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
    // Only the pages the newsletter's mails lead to, one guest's link each, and the page a phone
    // shows without a signal stay out of results.
    expect(/<meta name="robots" content="noindex"/.test(html), route.path).toBe(
      route.path.startsWith('/newsletter/') || route.path === offlinePagePath,
    );

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, json = '']) => JSON.parse(json) as unknown);
    expect(blocks, route.path).toEqual(
      structuredDataFor(route.path).map((block) => JSON.parse(JSON.stringify(block))),
    );
  }
});

test('every route scores at least 100 on the HTTP Observatory rubric, JSON-LD unhashed', async ({
  request,
}) => {
  for (const route of pageRoutes) {
    const response = await request.get(route.path);
    const html = await response.text();
    const result = scoreResponse({
      headers: response.headers(),
      html,
      url: canonicalUrl(route, siteConfig.origin),
      // The server's own redirect for plain http behind a proxy is tested in its unit test.
      http: [`https://${new URL(siteConfig.origin).host}${route.path}`],
    });
    expect(result.score, `${route.path}: ${JSON.stringify(result.results)}`).toBeGreaterThanOrEqual(
      100,
    );
    const csp = response.headers()['content-security-policy'] ?? '';
    const hashes = [...csp.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash);
    const scriptSrc = csp.match(/script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSrc.match(/sha256-/g)?.length, route.path).toBe(inlineScriptHashes(html).length);
    expect(hashes.length).toBeGreaterThan(0);
  }
});

test('the sharing image is served at its path, a PNG of the size the cards announce', async ({
  request,
}) => {
  const response = await request.get(socialImage.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(socialImage.type);
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    socialImage.width,
    socialImage.height,
  ]);
});

test('sitemap.xml lists every indexable page once per language, with its alternates; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
  const indexable = pageRoutes.filter((route) => route.indexable && !('canonical' in route));
  const urlIn = (route: (typeof indexable)[number], prefix: string) =>
    canonicalUrl(route, `${siteConfig.origin}${prefix}`);
  expect(entries.map((entry) => entry.loc)).toEqual(
    indexable.flatMap((route) => languages.map((l) => urlIn(route, l.prefix))),
  );
  // Every entry names all three languages and English as the default, reciprocally.
  for (const route of indexable) {
    const alternates = {
      ...Object.fromEntries(languages.map((l) => [l.hreflang, urlIn(route, l.prefix)])),
      'x-default': urlIn(route, ''),
    };
    for (const l of languages) {
      expect(entries.find((entry) => entry.loc === urlIn(route, l.prefix))?.alternates).toEqual(
        alternates,
      );
    }
  }
  // Aliases are represented by their canonical page, never listed twice.
  const locations = entries.map((entry) => entry.loc);
  expect(new Set(locations).size).toBe(locations.length);
  expect(locations).not.toContain(`${siteConfig.origin}/spa-landing`);
  expect(locations).not.toContain(`${siteConfig.origin}/pt/food`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe(
    `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`,
  );
});

test("a page's scripts carry its own title and description and no other page's", async ({
  request,
}) => {
  // The start of a description: words a script holds only if it can show that page's head.
  const carries = (scripts: string, description: string) =>
    scripts.includes(description.slice(0, 40));

  const contact = await scriptsOf(request, '/contact');
  expect(carries(contact, routeFor('/contact').description), '/contact: its own').toBe(true);
  for (const path of ['/home', '/spa', '/booking/spa', '/privacy'])
    expect(carries(contact, routeFor(path).description), `/contact: ${path}'s`).toBe(false);

  const spanish = await scriptsOf(request, '/es/contact');
  expect(carries(spanish, spanishRouteWords['/contact'].description), '/es/contact').toBe(true);
  expect(carries(spanish, spanishRouteWords['/spa'].description), "/es/contact: /es/spa's").toBe(
    false,
  );
});

for (const { prefix, words } of [
  { prefix: '', words: (path: '/spa') => routeFor(path) },
  { prefix: '/es', words: (path: '/spa') => spanishRouteWords[path] },
]) {
  test(`${prefix}/home → ${prefix}/spa without a new document: the head is the new page's`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/home`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator(`main a[href="${prefix}/spa"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/spa$`));
    const spa = words('/spa');
    await expect(page).toHaveTitle(`${spa.title} · ${siteConfig.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      spa.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteConfig.origin}${prefix}/spa`,
    );
    expect(documents).toEqual([]);
  });
}
