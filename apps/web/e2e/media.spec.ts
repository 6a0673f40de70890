import { createHash } from 'node:crypto';
import {
  accessibilityPage,
  faqPage,
  heroMedia,
  mediaRecord,
  offlinePagePath,
  pageRoutes,
  privacyPage,
  requestPages,
  socialImage,
} from '@alento/content';
import { decodeHtml, expect, scriptsOf, test } from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as HeroMediaWordsModule from '../../../packages/content/src/hero-media-words.ts';

const { heroMediaWords: heroWordsPt } = await inLanguage<typeof HeroMediaWordsModule>(
  'pt-PT',
  'hero-media-words.ts',
);

// Served bytes and prerendered HTML do not depend on the screen: checked once, on desktop.
test.skip(({ isMobile }) => isMobile, 'checked once, in the desktop project');

interface Img {
  tag: string;
  attrs: Record<string, string>;
}

/** The <img> tags of prerendered HTML, as a browser without scripts would see them. */
function images(html: string): Img[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    tag,
    attrs: Object.fromEntries(
      [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name ?? '').toLowerCase(),
        decodeHtml(value ?? ''),
      ]),
    ),
  }));
}

/**
 * The page a path shows, as named by its hero key (`hero-<page>`). A page under another
 * (`/spaces/gallery`) and the menus belong to the page they hang from.
 */
function pageOf(path: string): string {
  const name = path.slice(1).split('/')[0] || 'partners';
  return (
    (
      {
        'spa-landing': 'home',
        food: 'dining',
        'restaurant-menu': 'dining',
        'cafe-menu': 'dining',
      } as Record<string, string>
    )[name] ?? name
  );
}

/** The pages with no picture of their own, and the hero each borrows. */
const borrowedHeroes: Readonly<Record<string, string>> = {
  '/faq': faqPage.heroImage,
  '/privacy': privacyPage.heroImage,
  '/accessibility': accessibilityPage.heroImage,
};

/** The hero picture a page's HTML fetches first, if it fetches one. */
function heroFetchedFirst(html: string): string | undefined {
  const first = images(html).find(({ attrs }) => attrs.fetchpriority === 'high');
  return heroMedia.find((record) => mediaRecord(record.key).alt === first?.attrs.alt)?.key;
}

test('the brand files are served from the site itself: favicon and the 1200×630 sharing image', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  expect(await favicon.text()).toContain('<svg');

  const social = await request.get(socialImage.path);
  expect(social.status()).toBe(200);
  expect(social.headers()['content-type']).toBe('image/png');
  const png = await social.body();
  // The PNG header's IHDR chunk holds width and height as big-endian integers.
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    socialImage.width,
    socialImage.height,
  ]);
});

test('every prerendered picture has its size and alt text, comes from the site, and only the hero is fetched first', async ({
  request,
}) => {
  for (const route of pageRoutes) {
    const response = await request.get(route.path);
    const html = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    const imgs = images(html);
    for (const { tag, attrs } of imgs) {
      expect(attrs.src, tag).toMatch(/^\/assets\//);
      expect(Number(attrs.width), tag).toBeGreaterThan(0);
      expect(Number(attrs.height), tag).toBeGreaterThan(0);
      expect(tag, tag).toMatch(/\balt="/);
      // A subject off the middle is the one style a picture writes, allowed by its hash alone.
      if (attrs.style !== undefined) {
        expect(attrs.style, tag).toMatch(/^object-position:\s*[\d.]+% [\d.]+%;?$/);
        const hash = createHash('sha256').update(attrs.style).digest('base64');
        const allowedAttributes = policy.split(`'unsafe-hashes'`)[1] ?? '';
        expect(allowedAttributes, `${route.path} allows ${attrs.style}`).toContain(
          `'sha256-${hash}'`,
        );
      }
      if (attrs.fetchpriority === 'high') expect(attrs.loading, tag).not.toBe('lazy');
      else expect(attrs.loading, tag).toBe('lazy');
    }
    const first = imgs.filter(({ attrs }) => attrs.fetchpriority === 'high');
    expect(first.length, `${route.path}: at most one picture is fetched first`).toBeLessThanOrEqual(
      1,
    );
  }
});

test("each page's hero picture is in its prerendered HTML, fetched first and not lazy", async ({
  request,
}) => {
  const shown: string[] = [];
  for (const route of pageRoutes) {
    // The newsletter's pages hold one button a guest came from a mail to press: nothing above it.
    // The offline page says there is no signal, and a picture would only wait for one. The
    // circuit planner is a tool a guest opens on the grounds: the circuit comes first.
    if (
      route.path.startsWith('/newsletter/') ||
      route.path === offlinePagePath ||
      route.path === '/circuit'
    )
      continue;
    const html = await (await request.get(route.path)).text();
    // A request page shows the hero of the place it books, and a page with no picture of its
    // own borrows another's: their records name it. A page added since (`pnpm new:page`) with no
    // hero of its own borrows one too, the one it fetches first.
    const own = `hero-${pageOf(route.path)}`;
    const key =
      requestPages.find((request) => request.path === route.path)?.hero ??
      borrowedHeroes[route.path] ??
      (heroMedia.some((record) => record.key === own) ? own : heroFetchedFirst(html));
    expect(
      heroMedia.some((record) => record.key === key),
      `${route.path} has a hero`,
    ).toBe(true);
    if (key === undefined) continue;
    const hero = images(html).find(({ attrs }) => attrs.alt === mediaRecord(key).alt);
    if (!hero) continue;
    shown.push(route.path);
    expect(hero.attrs.fetchpriority, route.path).toBe('high');
    expect(hero.attrs.loading, route.path).not.toBe('lazy');
    expect(hero.attrs.src, route.path).toMatch(new RegExp(`^/assets/${key}[-.]`));
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads, `${route.path}: the hero is preloaded once`).toHaveLength(1);
  }
  test.skip(shown.length === 0, 'no page shows its hero picture yet');
  test.info().annotations.push({ type: 'heroes', description: shown.join(' ') });
});

test("a page's scripts carry its own pictures' words and no other page's", async ({ request }) => {
  // The start of an alt text: words a script holds only if it can show that picture.
  const carries = (scripts: string, key: string) =>
    scripts.includes(mediaRecord(key).alt.slice(0, 40));

  const spa = await scriptsOf(request, '/spa');
  expect(carries(spa, 'spa-hero-01'), '/spa: its carousel').toBe(true);
  // The station cards' pictures come with the cards' module, after the first hydration.
  expect(carries(spa, 'facility-event-sauna'), "/spa: its cards' module").toBe(false);
  expect(carries(spa, 'season-spring-1'), '/spa: the seasons').toBe(false);

  expect(carries(spa, 'hero-home'), "/spa: another page's hero").toBe(false);

  const contact = await scriptsOf(request, '/contact');
  expect(carries(contact, 'hero-contact'), '/contact: its hero').toBe(true);
  for (const key of [
    'spa-hero-01',
    'season-spring-1',
    'facility-event-sauna',
    'space-biolake',
    'hero-home',
    'hero-spa',
    'hero-location',
  ])
    expect(carries(contact, key), `/contact: ${key}`).toBe(false);

  // A page's hero comes as a picture of its own, its words in the page's language.
  const contactPt = await scriptsOf(request, '/pt/contact');
  expect(contactPt, '/pt/contact: its hero, in Portuguese').toContain(
    heroWordsPt['hero-contact'].alt.slice(0, 40),
  );
  expect(carries(contactPt, 'hero-contact'), '/pt/contact: no English words').toBe(false);
});

test('the brand mark sits in the header link and the footer', async ({ page }) => {
  await page.goto('/home');
  const home = page.getByRole('link', { name: 'Alento home' });
  await expect(home.locator('svg')).toHaveCount(2);
  await expect(page.getByRole('contentinfo').locator('svg').first()).toBeVisible();
});
