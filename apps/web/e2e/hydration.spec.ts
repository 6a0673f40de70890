import type { Page } from '@playwright/test';
import { chrome, routeFor, siteConfig } from '@alento/content';
import { compileHint } from '../scripts/compile-hints.ts';
import { expect, narrowOnly, oneWidth, test, waitForHydration } from './support.ts';

/** What hydration must leave as the prerender wrote it: the document's shape, its CSS, its data. */
async function documentShape(page: Page) {
  return page.evaluate(() => ({
    rootChildren: Array.from(document.documentElement.children, (child) => child.localName),
    pageCss: document.querySelector('style[data-page-css]')?.textContent?.length ?? 0,
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => script.textContent ?? '',
    ),
    scripts: document.scripts.length,
    // React Router's module preloads and scripts, which the gate's modules replace in the page
    // (the gate's own preloads are in their element).
    routerScripts: document.querySelectorAll(
      'body > link[rel="modulepreload"], body script[type="module"]',
    ).length,
    modulePreloads: document.querySelectorAll('[data-module-preloads] > link[rel="modulepreload"]')
      .length,
    heading: document.querySelector('h1')?.textContent ?? '',
  }));
}

/** The path of every script the page fetches from now on, in order. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const path of ['/home', '/spa', '/booking/spa', '/pt/spa', '/es/booking', '/es/faq']) {
  test(`${path}: hydration adopts the prerendered document instead of rebuilding it`, async ({
    page,
  }) => {
    await page.goto(path);
    // Marks the elements the prerender wrote: an element rendered anew would lose the mark.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('h1, main, style[data-page-css]')) {
        (element as HTMLElement).dataset.prerendered = 'yes';
      }
    });
    const before = await documentShape(page);
    await waitForHydration(page);
    const after = await documentShape(page);

    expect(after.rootChildren).toEqual(['head', 'body']);
    expect(after.pageCss, 'the inlined page CSS').toBeGreaterThan(1000);
    expect(after.pageCss).toBe(before.pageCss);
    expect(after.heading).toBe(before.heading);
    expect(after.routerScripts, 'elements hydration adds for scripts that have already run').toBe(
      0,
    );
    // Kept through hydration, so a later block's import finds its modules' preloads.
    expect(after.modulePreloads, 'the gate’s module preloads').toBeGreaterThan(10);
    expect(after.jsonLd.length, 'JSON-LD blocks').toBeGreaterThan(0);
    expect(after.jsonLd).toEqual(before.jsonLd);
    for (const block of after.jsonLd) expect(() => JSON.parse(block) as unknown).not.toThrow();
    await expect(page.locator('h1, main, style[data-page-css]')).toHaveCount(3);
    await expect(page.locator('[data-prerendered="yes"]')).toHaveCount(3);
  });
}

/**
 * Records every text node the page changes, adds or removes from the moment its markup is parsed.
 * The prerender writes strings that stand side by side as one text node (`{label}: {value}` is
 * one node in the HTML and three in a render), so hydrating them rewrote the first and inserted
 * the others: a change of the page, and a layout, with nothing new to show.
 */
async function recordTextChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { textChanges: changes });
    const where = (node: Node | null) =>
      node instanceof Element ? `<${node.localName}${node.id ? `#${node.id}` : ''}>` : '?';
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'characterData') {
            changes.push(
              `${JSON.stringify(mutation.oldValue)} → ${JSON.stringify(mutation.target.textContent)} in ${where(mutation.target.parentNode)}`,
            );
          }
          for (const node of [...mutation.addedNodes, ...mutation.removedNodes]) {
            if (node.nodeType === Node.TEXT_NODE) {
              changes.push(
                `${mutation.addedNodes.length > 0 ? 'added' : 'removed'} ${JSON.stringify(node.textContent)} in ${where(mutation.target)}`,
              );
            }
          }
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
      });
    });
  });
}

for (const path of [
  '/',
  '/home',
  '/spa',
  '/approach',
  '/experiences',
  '/spaces',
  '/spaces/gallery',
  '/contact',
  '/location',
  '/location/directions',
  '/accessibility',
  '/privacy',
  '/pt/home',
  '/es/contact',
]) {
  test(`${path}: hydration leaves every text of the page as the prerender wrote it`, async ({
    page,
  }) => {
    await recordTextChanges(page);
    await page.goto(path);
    await waitForHydration(page);
    const changes = await page.evaluate(
      () => (window as unknown as { textChanges: string[] }).textChanges,
    );
    expect(changes).toEqual([]);
  });
}

for (const { form, path, part, field } of [
  { form: 'a request form', path: '/booking/day-pass', part: 'review', field: /^Your name/ },
  { form: 'the contact form', path: '/contact', part: 'send', field: /^First name/ },
]) {
  test(`${form} loads what it sends with when a guest reaches into it, not with the page`, async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto(path);
    await waitForHydration(page);
    const code = (src: string) => new RegExp(`/assets/${part}-[\\w-]+\\.js$`).test(src);
    expect(scripts.filter(code)).toEqual([]);

    await page.getByRole('textbox', { name: field }).focus();
    await expect.poll(() => scripts.filter(code).length).toBe(1);
  });
}

for (const [way, open] of [
  ['its tab', (page: Page) => page.getByRole('tab', { name: 'Assessment' }).click()],
  [
    'the About tab’s button',
    (page: Page) => page.getByRole('button', { name: 'Start the Assessment' }).click(),
  ],
] as const) {
  test(`the concierge loads its wellness rules when the assessment opens by ${way}, not with the page`, async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/concierge');
    await waitForHydration(page);
    const rules = (path: string) => /\/assets\/(plan|journey)-[\w-]+\.js$/.test(path);
    expect(scripts.filter(rules)).toEqual([]);

    await open(page);
    await expect.poll(() => scripts.filter(rules).length).toBeGreaterThan(0);
  });
}

/**
 * Presses a control the moment the page says it has hydrated, with no task in between: a block
 * still waiting for its turn would have no handler yet, and the gate no longer holds a press
 * once the page says it has hydrated.
 */
function pressOnHydration(page: Page, control: 'menu' | 'marker') {
  return page.addInitScript((which) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      const button =
        which === 'menu'
          ? document.querySelector<HTMLButtonElement>('header button[aria-controls]')
          : Array.from(document.querySelectorAll('button')).find(
              (candidate) => candidate.textContent?.trim() === 'Earth Onsen',
            );
      button?.click();
      // The document, not its root element: this runs before the root element exists.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  }, control);
}

for (const control of ['menu', 'marker'] as const) {
  test(
    `/home: the blocks hydrated after the page keep their elements, and the ${control === 'menu' ? 'header’s menu' : 'floor plan’s marker'} answers the moment it says it has hydrated`,
    control === 'menu' ? narrowOnly : {},
    async ({ page }) => {
      await pressOnHydration(page, control);
      await page.goto('/home');
      const marked = await page.evaluate(() => {
        // Every element of the header, the footer, the language bar and the page, blocks inside a
        // section included (the floor plan and its list): a block rendered anew instead of
        // hydrated would lose its marks.
        for (const element of document.querySelectorAll(
          'body > :not(script), main *, header, footer',
        )) {
          (element as HTMLElement).dataset.prerendered = 'yes';
        }
        return document.querySelectorAll('[data-prerendered]').length;
      });
      await waitForHydration(page);

      await expect(page.locator('[data-prerendered="yes"]')).toHaveCount(marked);
      if (control === 'menu') {
        await expect(page.locator('header button[aria-controls]')).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      } else {
        await expect(page.getByRole('dialog', { name: 'Earth Onsen' })).toBeVisible();
      }
    },
  );
}

for (const path of ['/home', '/spa', '/es/spa']) {
  test(`${path}: every class the prerendered page uses is styled by the CSS it carries, later code's included`, async ({
    page,
  }) => {
    const html = (await (await page.request.get(path)).text()).replace(
      /<style[\s\S]*?<\/style>/g,
      '',
    );
    const classes = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = '']) => list.split(/\s+/)),
    );
    await page.goto(path);
    await waitForHydration(page);
    // Once every block has its code, every stylesheet the page will use is loaded: a class styled
    // by one of them must also be styled by the CSS the page carries inline (React Router puts a
    // route's own styles in the page, not those of a module it imports later).
    const unstyled = await page.evaluate(
      (names) => {
        const rules = (sheet: CSSStyleSheet) =>
          Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
        const inline = rules(
          (document.querySelector('style[data-page-css]') as HTMLStyleElement).sheet!,
        );
        const loaded = Array.from(document.styleSheets, rules).join('\n');
        const styledIn = (css: string, name: string) =>
          new RegExp(`\\.${name}(?![\\w-])`).test(css);
        return names.filter((name) => styledIn(loaded, name) && !styledIn(inline, name));
      },
      [...classes].filter(Boolean),
    );
    expect(unstyled).toEqual([]);
  });
}

test('a page reached by a link is styled by the rules the first page deferred and the route’s own', async ({
  page,
}) => {
  // The partners' page uses few of the design system's rules; the home page many more.
  await page.goto('/partners');
  await waitForHydration(page);
  await expect(page.locator('link[href^="/assets/page-later-"]')).toHaveCount(1);
  await page
    .getByRole('banner')
    .getByRole('link', { name: chrome.homeLink(siteConfig.name) })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Down to the foot of the page, so the blocks that render when reached have rendered.
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  // The links the first page kept for printing hold every rule of its stylesheets; what the
  // screen uses is the rest: the page's own rules, the later ones and the new route's.
  const unstyled = await page.evaluate(() => {
    const rules = (sheets: CSSStyleSheet[]) =>
      sheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');
    const all = Array.from(document.styleSheets);
    const printed = rules(all.filter((sheet) => sheet.media.mediaText === 'print'));
    const screen = rules(all.filter((sheet) => sheet.media.mediaText !== 'print'));
    const styledIn = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    const names = new Set(
      Array.from(document.querySelectorAll('[class]'), (element) =>
        Array.from(element.classList),
      ).flat(),
    );
    return [...names].filter((name) => styledIn(printed, name) && !styledIn(screen, name));
  });
  expect(unstyled).toEqual([]);
  // The later rules stayed where the gate put them through the navigation's render of the head.
  await expect(page.locator('style[data-page-css] + link')).toHaveAttribute(
    'href',
    /^\/assets\/page-later-/,
  );
});

for (const path of ['/home', '/spa', '/pt/spa', '/booking/spa']) {
  test(`${path}: the code that loads after the first paint adds no stylesheet but the page’s later rules, right after its own`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    const prerendered = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
      ([tag]) => tag.match(/href="([^"]*)"/)?.[1],
    );
    const later = html.match(/"laterCss":"([^"]+)"/)?.[1];
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // A stylesheet added to the document restyles every element it may style, on a slow phone
    // the longest task after hydration; the page carries its styles inline, and the later ones
    // style only what is not on the page yet.
    const stylesheets = await page.evaluate(() => ({
      links: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => link.getAttribute('href'),
      ),
      afterPageCss: document
        .querySelector('style[data-page-css]')
        ?.nextElementSibling?.getAttribute('href'),
      styles: document.querySelectorAll('style').length,
    }));
    expect(prerendered.length).toBeGreaterThan(0);
    expect(later).toMatch(/^\/assets\/page-later-/);
    expect(stylesheets.links).toEqual([later, ...prerendered]);
    expect(stylesheets.afterPageCss).toBe(later);
    expect(stylesheets.styles).toBe(1);
  });
}

for (const path of ['/concierge', '/es/spa']) {
  test(
    `${path}: every script of the bundle asks to be compiled as it downloads`,
    oneWidth,
    async ({ page }) => {
      const paths = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
          paths.add(url.pathname);
        }
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Written apart from the bundle: React Router's manifest (data, no function to compile), the
      // hydration gate and the worker it starts.
      const bundled = [...paths].filter(
        (script) => !/^\/assets\/(manifest|hydration-gate|intl-worker)-/.test(script),
      );
      // The libraries' file, the site's, the page's own and the parts only some pages use (20 on
      // `/concierge` since what every page runs is grouped in two files: scripts/chunk-groups.ts).
      expect(bundled.length).toBeGreaterThan(10);
      for (const script of bundled) {
        // Read again from the server: a preloaded module's body is not kept for the test.
        const body = await (await page.request.get(script)).text();
        expect(body.slice(0, compileHint.length), script).toBe(compileHint);
      }
    },
  );
}

test('/home: the page makes one router, the one it navigates with, forward and back', async ({
  page,
}) => {
  // React Router names its router on the window as it makes it: counted here, every router made.
  await page.addInitScript(() => {
    const made: unknown[] = [];
    Object.defineProperty(window, '__reactRouterDataRouter', {
      configurable: true,
      get: () => made.at(-1),
      set: (router: unknown) => void made.push(router),
    });
    Object.defineProperty(window, 'routersMade', { get: () => made.length });
  });
  await page.goto('/home');
  await waitForHydration(page);
  const routersMade = () => page.evaluate(() => (window as { routersMade?: number }).routersMade);
  expect(await routersMade()).toBe(1);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('main a[href="/spa"]').first().click();
  await expect(page).toHaveURL(/\/spa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/spa').heading);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/home').heading);
  expect(documents).toEqual([]);
  expect(await routersMade()).toBe(1);
});
