import { chrome, homePage, navItems } from '@alento/content';
import { validationEn } from '@alento/validation';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { field, fillForm, label, sendButton, valid } from './contact-form.ts';
import { expect, narrowOnly, scriptsOfPage, test, waitForHydration, wideOnly } from './support.ts';

const sent = validationEn.toasts.success.description;

/**
 * A guest on a slow phone sees the page before its scripts arrive. These tests hold the scripts
 * back, use the page, then let them through: nothing the guest did may be lost, and nothing
 * may be sent behind their back.
 */

/** The page's modules: every script but the hydration gate, which is what keeps the guest's use. */
const scriptPattern = /\/assets\/(?!hydration-gate-)[^/]+\.js$/;

/**
 * Holds every module request (but those `let` through) until `release`; afterwards modules load
 * as usual.
 */
async function holdScripts(page: Page, { let: through = /^$/ } = {}) {
  const held: Route[] = [];
  let released = false;
  const requested: string[] = [];
  await page.route(scriptPattern, (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    if (released || through.test(path)) return route.continue();
    held.push(route);
  });
  return {
    requested,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const notHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === undefined);

test('no module is requested before the page’s largest paint, only the small gate', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForHydration(page);
  const timing = await page.evaluate(
    () =>
      new Promise<{ lcp: number; scripts: { name: string; start: number; size: number }[] }>(
        (resolve) => {
          new PerformanceObserver((list) => {
            resolve({
              lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN,
              scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                .filter((entry) => /\.js$/.test(entry.name))
                .map((entry) => ({
                  name: new URL(entry.name).pathname,
                  start: entry.startTime,
                  size: entry.encodedBodySize,
                })),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
      ),
  );
  const early = timing.scripts.filter((script) => script.start < timing.lcp);
  expect(early.map((script) => script.name)).toEqual([
    expect.stringMatching(/^\/assets\/hydration-gate-\w+\.js$/),
  ]);
  expect(early[0]!.size, 'the gate, compressed').toBeLessThan(1500);
  expect(timing.scripts.length).toBeGreaterThan(5);
});

test('the gate asks for every module of the page at once, those only the manifest names too', async ({
  page,
}) => {
  // Only React Router's manifest arrives: the modules that would name their imports are held, so
  // what the page imports is asked for because the manifest lists it, not because a module did.
  const scripts = await holdScripts(page, { let: /\/assets\/manifest-/ });
  const modules = (await scriptsOfPage(page.request, '/spa')).filter(
    (src) => scriptPattern.test(src) && !src.includes('intl-worker'),
  );
  expect(modules.length).toBeGreaterThan(10);

  await page.goto('/spa');
  await expect
    .poll(() => [...new Set(scripts.requested)].sort())
    .toEqual(expect.arrayContaining(modules));
  expect(await notHydrated(page)).toBe(true);
  await scripts.release();
  await waitForHydration(page);
});

test('the gate starts the page’s module preloads four to a task, so no one task holds them all', async ({
  page,
}) => {
  // A mutation observer's callback runs at the end of the task that made the mutations: what
  // each task started.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { preloadBatches: string[][] }).preloadBatches = batches;
    new MutationObserver((records) => {
      const started = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        .map((link) => new URL((link as HTMLLinkElement).href).pathname);
      if (started.length) batches.push(started);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/spa');
  await waitForHydration(page);
  // The page's own modules (the manifest is imported, not preloaded); the later blocks' code,
  // which the bundler preloads as it imports it, is not the gate's.
  const modules = (await scriptsOfPage(page.request, '/spa')).filter(
    (src) => scriptPattern.test(src) && !/intl-worker|\/manifest-/.test(src),
  );
  const batches = (
    await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches)
  )
    .map((batch) => batch.filter((path) => modules.includes(path)))
    .filter((batch) => batch.length);
  expect(batches.flat().sort()).toEqual([...modules].sort());
  expect(Math.max(...batches.map((batch) => batch.length))).toBe(4);
});

test('links navigate before scripts arrive', wideOnly, async ({ page }) => {
  await holdScripts(page);
  await page.goto('/home');
  const dining = navItems.find((item) => item.path === '/dining')!;
  await page
    .getByRole('navigation', { name: chrome.navigation })
    .first()
    .getByRole('link', { name: dining.name })
    .click();
  await expect(page).toHaveURL(/\/dining$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(
  'the menu opened before scripts arrive opens as soon as they do',
  narrowOnly,
  async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: chrome.menu });
    await toggle.click();
    expect(await notHydrated(page)).toBe(true);
    // The touch asked for the scripts at once, without waiting for the page to settle.
    await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);

    await scripts.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeVisible();
  },
);

test('a floor-plan marker chosen before scripts arrive opens its details once they do', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/home');
  const plan = page.getByRole('list', { name: homePage.floorPlan.heading });
  await plan.getByRole('button', { name: 'Earth Onsen' }).click();
  expect(await notHydrated(page)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await scripts.release();
  await expect(page.getByRole('dialog', { name: 'Earth Onsen' })).toBeVisible();
});

test('a marker chosen before scripts arrive opens once the page’s later rules are in, styled by them', async ({
  page,
}) => {
  // The page carries the rules its markup uses; the details' own come in a later stylesheet.
  const laterRules: Route[] = [];
  let rulesReleased = false;
  await page.route(/\/assets\/page-later-[^/]+\.css$/, (route) =>
    rulesReleased ? route.continue() : laterRules.push(route),
  );
  const scripts = await holdScripts(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Earth Onsen' }).click();
  // Asked for with the modules, so they are at hand when the page hydrates.
  await expect.poll(() => laterRules.length).toBeGreaterThan(0);
  expect(await notHydrated(page)).toBe(true);
  await scripts.release();
  await waitForHydration(page);
  // Hydrated, but the rules are still on their way: the details wait for them.
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  rulesReleased = true;
  for (const route of laterRules.splice(0)) await route.continue();
  const details = page.getByRole('dialog', { name: 'Earth Onsen' });
  await expect(details).toBeVisible();
  await expect(details).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test.describe('the contact form before scripts arrive', () => {
  test('an empty send gets the browser’s own check and posts nothing', async ({ page }) => {
    await holdScripts(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/contact');
    await sendButton(page).click();
    expect(await notHydrated(page)).toBe(true);
    const first = field(page, 'firstName');
    await expect(first).toBeFocused();
    expect(await first.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);
  });

  test('a message typed and sent before scripts arrive is sent once they do', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/contact');
    await fillForm(page);
    await sendButton(page).click();
    expect(await notHydrated(page)).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);

    await scripts.release();
    await expect(page.getByText(sent)).toBeVisible();
    for (const name of Object.keys(label) as (keyof typeof label)[]) {
      await expect(field(page, name)).toHaveValue('');
    }
  });

  test('what a guest types before scripts arrive stays, and is what the form sends', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/contact');
    await fillForm(page, { ...valid, subject: '' });
    await scripts.release();
    await waitForHydration(page);
    for (const [name, value] of Object.entries({ ...valid, subject: '' })) {
      await expect(field(page, name as keyof typeof label)).toHaveValue(value);
    }
    // Typing after hydration re-renders the form: what was typed before must survive it.
    await field(page, 'subject').fill(valid.subject);
    await expect(field(page, 'firstName')).toHaveValue(valid.firstName);
    await expect(field(page, 'message')).toHaveValue(valid.message);
    await sendButton(page).click();
    await expect(page.getByText(sent)).toBeVisible();
  });
});

test('when the scripts fail to arrive, the page stays usable and the next touch tries again', async ({
  page,
}) => {
  let fail = true;
  await page.route(scriptPattern, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/home');
  // The gate asked once the page had painted, and the answer never came.
  await page.waitForTimeout(1000);
  expect(await notHydrated(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  fail = false;
  const plan = page.getByRole('list', { name: homePage.floorPlan.heading });
  await plan.getByRole('button', { name: 'Earth Onsen' }).click();
  await expect(page.getByRole('dialog', { name: 'Earth Onsen' })).toBeVisible();
});

/**
 * Records, in the page and in order, each number formatter made on the main thread and each
 * worker the page starts and hears from: the first formatter loads the browser's locale data,
 * for every thread.
 */
async function recordFormatters(page: Page, { withoutWorkers = false } = {}) {
  await page.addInitScript((noWorkers) => {
    const events: string[] = [];
    (window as unknown as { __intl: string[] }).__intl = events;
    const record = (event: string) => events.push(event);
    if (noWorkers) Reflect.deleteProperty(window, 'Worker');
    else {
      window.Worker = new Proxy(Worker, {
        construct(target, args: ConstructorParameters<typeof Worker>) {
          const worker = Reflect.construct(target, args) as Worker;
          record(`worker ${String(args[0])}`);
          worker.addEventListener('message', () => record('worker answered'));
          return worker;
        },
      });
    }
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        record('formatter');
        return Reflect.construct(target, args) as Intl.NumberFormat;
      },
    });
  }, withoutWorkers);
  return () => page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
}

const intlWorkerPattern = /\/assets\/intl-worker-[\w-]+\.js$/;

/** What the page waits after its load before it asks for its scripts, at most (the gate's). */
const gateWaitMs = 500;

/**
 * Opens /home on a clock that stands still, holding the locale worker's script, and moves the
 * clock only as far as the gate's start (past its wait after the load) and its preloads (a timer
 * each), so the second the gate gives the worker is far from over. Then waits until every other
 * script of the page has arrived, and a second more in real time, which modules that did not wait
 * for the worker would take to run. Returns what lets the worker's script go.
 */
async function holdLocaleWorker(page: Page, request: APIRequestContext) {
  const scripts = (await scriptsOfPage(request, '/home')).filter(
    (src) => !intlWorkerPattern.test(src) && !src.includes('/hydration-gate-'),
  );
  const arrived = new Set<string>();
  page.on('requestfinished', (done) => arrived.add(new URL(done.url()).pathname));
  const worker = await holdScripts(page, { let: /^(?!\/assets\/intl-worker-)/ });
  const start = new Date('2026-11-23T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const asked = page.waitForRequest(intlWorkerPattern);
  await page.goto('/home');
  await page.waitForLoadState('load');
  await page.clock.runFor(gateWaitMs);
  await asked;
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return scripts.filter((src) => !arrived.has(src));
    })
    .toEqual([]);
  await page.waitForTimeout(1000);
  return worker.release;
}

test('the browser’s locale data loads in a worker, and the page’s modules wait for its answer', async ({
  page,
  request,
}) => {
  const events = await recordFormatters(page);
  const release = await holdLocaleWorker(page, request);
  // Every module is there, and none has run.
  expect(await events()).toEqual([expect.stringMatching(/^worker \/assets\/intl-worker-/)]);

  // Released, it answers, and the modules run; the clock still stands, so the gate's second
  // cannot run out first however long the worker takes to start.
  await release();
  await expect.poll(events).toContain('formatter');
  expect((await events()).slice(0, 2)).toEqual([
    expect.stringMatching(/^worker /),
    'worker answered',
  ]);
  await page.clock.resume();
  await waitForHydration(page);
  expect((await events()).filter((event) => event === 'formatter').length).toBeGreaterThan(1);
});

test('a worker that never answers holds the page’s modules back a second, no longer', async ({
  page,
  request,
}) => {
  const events = await recordFormatters(page);
  await holdLocaleWorker(page, request);
  expect(await events()).toEqual([expect.stringMatching(/^worker \/assets\/intl-worker-/)]);

  // The gate's second runs out: the modules run, and format their prices themselves.
  await page.clock.runFor(1000);
  await expect.poll(events).toContain('formatter');
  await page.clock.resume();
  await waitForHydration(page);
  expect(await events()).not.toContain('worker answered');
});

test('where no worker can start, the page hydrates all the same', async ({ page }) => {
  const events = await recordFormatters(page, { withoutWorkers: true });
  await page.goto('/home');
  await waitForHydration(page);
  // The modules ran without waiting for a worker, and formatted their prices themselves.
  expect(await events()).toContain('formatter');
  const plan = page.getByRole('list', { name: homePage.floorPlan.heading });
  await plan.getByRole('button', { name: 'Earth Onsen' }).click();
  await expect(page.getByRole('dialog', { name: 'Earth Onsen' })).toBeVisible();
});
