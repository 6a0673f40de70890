import AxeBuilder from '@axe-core/playwright';
import { actionName, chrome } from '@alento/content';
import type { PageAction } from '@alento/content';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { initialResources } from '../scripts/bench/html.ts';

export { expect };

interface Watch {
  consoleErrors: string[];
  offHostRequests: string[];
  cspViolations: string[];
}

/**
 * Every test's page is under watch: a console error, a page error, a CSP violation or a request to
 * any host but the local server fails the test, whatever else it checks. The watch comes with the
 * page, so a test that reads only HTTP, or is skipped before it starts, opens no browser page.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const watch: Watch = { consoleErrors: [], offHostRequests: [], cspViolations: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs the 404 page's own status; the response listener reports real misses.
      if (message.text().startsWith('Failed to load resource')) return;
      watch.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
    page.on('response', (response) => {
      // A missing asset is an error even when the page's own status is expected (the 404 page).
      // The inbox's refusals a form shows as its own (field messages, the wait, "try again")
      // are answers.
      const answer =
        new URL(response.url()).pathname.startsWith('/api/') &&
        [422, 429, 503].includes(response.status());
      if (response.status() >= 400 && response.request().resourceType() !== 'document' && !answer) {
        watch.consoleErrors.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.hostname !== '127.0.0.1') watch.offHostRequests.push(request.url());
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => {
      watch.cspViolations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void })
          .__reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await provide(page);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.offHostRequests, 'requests that left 127.0.0.1').toEqual([]);
    expect(watch.cspViolations, 'CSP violations').toEqual([]);
  },
});

/**
 * Marks a test that checks nothing the width changes (the HTML, data, links, text, a form's round
 * trip to the server), or that sets the widths it checks itself: the phone project leaves it out
 * (`grepInvert` in playwright.config.ts), so it runs once, at the desktop width. What looks
 * different by width (layout, axe, the header's menu, targets) stays in both projects.
 */
export const oneWidth = { tag: '@one-width' };

/** Marks a test of what only a wide screen has (the inline menu, a pointer that hovers). */
export const wideOnly = { tag: '@wide' };

/** Marks a test of what only a narrow screen has (the menu's toggle, the phone's tabs). */
export const narrowOnly = { tag: '@narrow' };

/** Runs axe (WCAG 2.2 A and AA rules) over the page and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A block fading in is briefly translucent: judge the page as it settles, not mid-transition.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // One `axe.run` in the page. The default runs axe in every frame and then finishes in a blank
  // page it opens for the purpose, which doubles the time of every check; a page of the site has
  // no frames (the CSP would load nothing in one), so nothing is left unchecked while that holds.
  expect(page.frames(), 'frames axe would not check').toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Waits until the prerendered page has hydrated, so clicks reach live handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The card (an article) whose heading is `title`. */
export function card(scope: Page | Locator, title: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The link called exactly `name` leads to `href`. */
export async function expectLink(scope: Page | Locator, name: string, href: string): Promise<void> {
  await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

/** The action's link, found by the whole name a screen reader gives it, leads to its path. */
export async function expectAction(scope: Page | Locator, action: PageAction): Promise<void> {
  await expectLink(scope, actionName(action), 'href' in action ? action.href : '');
}

/** A button the spec shows without an action: present, marked unavailable, and saying so. */
export async function expectComingSoon(scope: Page | Locator, label: string): Promise<void> {
  const button = scope.getByRole('button', { name: new RegExp(`^${label}`) });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toContainText('Coming soon');
}

/**
 * Scrolls to the foot of the page and back, as a reader would: every lazy picture is fetched and
 * every block has faded in, so the checks that follow see the whole page.
 */
export async function readToTheEnd(page: Page): Promise<void> {
  await waitForHydration(page);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }
  await page.waitForLoadState('networkidle');
}

/** Scrolls the window to `y` at once and waits until the page is there. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** The title of a toast on show in the notifications region. */
export function toastTitle(
  page: Page,
  title: string,
  region: string = chrome.notifications,
): Locator {
  return page.getByRole('region', { name: region }).getByText(title, { exact: true });
}

/** Text of prerendered HTML as a reader gets it: the entities the renderer writes, decoded. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every script a page loads before any use of it: what its HTML names and, for the hydration
 * gate's modules, what React Router's manifest lists as their imports.
 */
export async function scriptsOfPage(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const manifest = html.match(/"manifest":"([^"]+)"/)?.[1];
  const listed = manifest ? await (await request.get(manifest)).body() : undefined;
  return [...initialResources(html, listed ? () => listed : undefined).scripts];
}

/** The text of every script a page loads before any use of it, as one text. */
export async function scriptsOf(request: APIRequestContext, path: string): Promise<string> {
  const sources = await Promise.all(
    (await scriptsOfPage(request, path)).map(async (src) => (await request.get(src)).text()),
  );
  return sources.join('\n');
}

/**
 * Records every layout shift of the page from its first paint on, what moved and where from, so
 * a failure names the element instead of only a score. Call before `goto`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifted: string[] };
    state.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        const moved = (entry.sources ?? []).map((source) => {
          const element = source.node instanceof Element ? source.node : null;
          const name = element
            ? `${element.localName}${element.className ? `.${String(element.getAttribute('class')).replaceAll(' ', '.')}` : ''}`
            : (source.node?.nodeName ?? 'a removed node');
          return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
        });
        state.__shifted.push(
          `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `watchLayoutShifts` has seen so far, none when nothing moved. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
}

/** Resolves once the page has drawn two more frames: what it holds now has been on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
