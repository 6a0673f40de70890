import { languages, pageRoutes, pathIn } from '@alento/content';
import type { Page } from '@playwright/test';

/**
 * The page-text record of a page: what a guest reads and what a guest's tools or a crawler read
 * (the accessibility tree with its names and link targets, the title, description, canonical,
 * alternates and JSON-LD). The record of every page is kept in `e2e/page-text/`.
 */

export const recordDir = new URL('./page-text/', import.meta.url);

/**
 * The copyright line follows the clock and the statement's review date the build's day; the
 * record would otherwise change every New Year and every day.
 */
const thisYear = String(new Date().getFullYear());

export const pages = languages.flatMap((language) =>
  pageRoutes.map((route) => pathIn(language, route.path)),
);
// The 404 page: a path no route has, in each language.
pages.push(...languages.map((language) => pathIn(language, '/no-such-page')));

/** `/pt/spa/safety` → `pt/spa/safety.txt`; the English root → `en/index.txt`. */
export function recordName(path: string): string {
  const language = languages.find((each) => each.prefix && path.startsWith(`${each.prefix}/`));
  const rest = language ? path.slice(language.prefix.length) : path;
  const folder = language ? language.prefix.slice(1) : 'en';
  return `${folder}${rest === '/' ? '/index' : rest}.txt`;
}

export async function recordOf(page: Page): Promise<string> {
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
    // The accessibility statement dates its last review with the day the site was built, the
    // day the server dates the page by (or the day before, for a build just before midnight).
    const written = new Date(document.lastModified).getTime();
    const buildDays = [0, 1].map((back) =>
      new Date(written - back * 86_400_000).toISOString().slice(0, 10),
    );
    const buildDayTexts = [...document.querySelectorAll('time')]
      .filter((node) => buildDays.includes(node.getAttribute('datetime') ?? ''))
      .map((node) => node.textContent ?? '');
    return {
      buildDayTexts,
      lang: document.documentElement.lang,
      title: document.title,
      canonical: attr('link[rel="canonical"]', 'href'),
      meta,
      alternates,
      jsonLd,
    };
  });
  let tree = await page.locator('body').ariaSnapshot();
  for (const text of head.buildDayTexts)
    tree = tree.replaceAll(`time: ${text}`, 'time: {build day}');
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
