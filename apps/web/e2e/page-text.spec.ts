import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { languages, pageRoutes, pathIn } from '@alento/content';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The page-text record: for every prerendered page in every language, what a guest reads and what
 * a guest's tools or a crawler read (the accessibility tree with its names and link targets, the
 * title, description, canonical, alternates and JSON-LD), kept in `e2e/page-text/`. A change of
 * content shows here line by line, so a move of the content between files can prove it lost
 * nothing. After an intended change: `pnpm --filter @alento/web exec playwright test page-text
 * --project desktop --update-snapshots`, then read the diff.
 */

test.skip(({ isMobile }) => isMobile, 'the words do not depend on the screen: read once');
// The HTML as the server sends it: what a crawler reads, and what a guest sees before scripts run.
test.use({ javaScriptEnabled: false });

const recordDir = fileURLToPath(new URL('./page-text/', import.meta.url));

/** The copyright line follows the clock; the record would otherwise change every New Year. */
const thisYear = String(new Date().getFullYear());

const pages = languages.flatMap((language) =>
  pageRoutes.map((route) => pathIn(language, route.path)),
);
// The 404 page: a path no route has, in each language.
pages.push(...languages.map((language) => pathIn(language, '/no-such-page')));

/** `/pt/spa/safety` → `pt/spa/safety.txt`; the English root → `en/index.txt`. */
function recordName(path: string): string {
  const language = languages.find((each) => each.prefix && path.startsWith(`${each.prefix}/`));
  const rest = language ? path.slice(language.prefix.length) : path;
  const folder = language ? language.prefix.slice(1) : 'en';
  return `${folder}${rest === '/' ? '/index' : rest}.txt`;
}

async function recordOf(page: Page): Promise<string> {
  const head = await page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((node) => node.getAttribute(name) ?? '');
    const meta = [...document.head.querySelectorAll('meta[name], meta[property]')].map(
      (node) =>
        `${node.getAttribute('name') ?? node.getAttribute('property')}: ${node.getAttribute('content')}`,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (node) => `${node.getAttribute('hreflang')}: ${node.getAttribute('href')}`,
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (node) => JSON.stringify(JSON.parse(node.textContent ?? 'null'), null, 2),
    );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonical: attr('link[rel="canonical"]', 'href'),
      meta,
      alternates,
      jsonLd,
    };
  });
  const tree = await page.locator('body').ariaSnapshot();
  return [
    `lang: ${head.lang}`,
    `title: ${head.title}`,
    ...head.canonical.map((href) => `canonical: ${href}`),
    ...head.meta,
    ...head.alternates.map((line) => `alternate ${line}`),
    ...head.jsonLd.map((block) => `json-ld: ${block}`),
    '',
    tree,
    '',
  ]
    .join('\n')
    .replaceAll(thisYear, '{year}');
}

for (const path of pages) {
  test(`the page-text record of ${path} is unchanged`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    const actual = await recordOf(page);
    const file = `${recordDir}${recordName(path)}`;
    if (test.info().config.updateSnapshots === 'all') {
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
      await writeFile(file, actual);
      return;
    }
    const expected = await readFile(file, 'utf8').catch(() => '');
    expect(expected, `no record for ${path}: run with --update-snapshots`).not.toBe('');
    expect(actual, `${path}: the page-text record in e2e/page-text/${recordName(path)}`).toBe(
      expected,
    );
  });
}
