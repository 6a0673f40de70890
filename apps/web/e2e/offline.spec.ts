import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  circuitPage,
  circuitStation,
  languages,
  offlinePagePath,
  offlinePaths,
} from '@alento/content';
import type * as OfflineModule from '../../../packages/content/src/pages/offline.ts';
import type * as RouteWordsModule from '../../../packages/content/src/route-words.ts';
import { appIcons, appleTouchIcon } from '../offline/web-app-manifest.ts';
import { freePort } from './site-with-inbox.ts';
import { inLanguage } from './in-language.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';

/**
 * The site kept on a guest's phone: the manifest of each language, the worker that installs from
 * a page of the offline set, the pages that open without a signal in the guest's language, the
 * offline page for every other one, and a new version that waits for the next page.
 */

async function wordsIn(locale: string) {
  const { offlinePage } = await inLanguage<typeof OfflineModule>(locale, 'pages/offline.ts');
  const { routeWords } = await inLanguage<typeof RouteWordsModule>(locale, 'route-words.ts');
  return { offline: offlinePage, headings: (path: string) => routeWords[path as '/spa'].heading };
}

// The worker is what these tests are about (the other specs leave it out: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
}

/** Every picture of the page, scrolled to so a lazy one loads, has drawn. */
async function expectPicturesShown(page: Page): Promise<void> {
  const pictures = page.locator('main img');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('the web app manifest', () => {
  for (const language of languages) {
    test(`in ${language.locale} is linked from its pages and valid`, async ({ page, request }) => {
      await page.goto(`${language.prefix}/spa/safety`);
      const href = `${language.prefix}/manifest.webmanifest`;
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        appleTouchIcon.src,
      );
      const response = await request.get(href);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string; type: string }[];
      };
      const { offline } = await wordsIn(language.locale);
      expect(manifest).toMatchObject({
        name: offline.app.name,
        short_name: offline.app.shortName,
        description: offline.app.description,
        lang: language.hreflang,
        display: 'standalone',
        scope: `${language.prefix}/`,
      });
      expect(String(manifest.start_url).startsWith(String(manifest.scope))).toBe(true);
      expect((await request.get(String(manifest.start_url))).status()).toBe(200);
      expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(
        appIcons.map((icon) => icon.purpose).sort(),
      );
      for (const icon of [
        ...manifest.icons,
        { src: appleTouchIcon.src, sizes: `${appleTouchIcon.size}x${appleTouchIcon.size}` },
      ]) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        const [width, height] = pngSize(await file.body());
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    });
  }
});

for (const [prefix, locale] of [
  ['', 'en-GB'],
  ['/pt', 'pt-PT'],
] as const) {
  test(`without a signal, the offline set and the offline page open in ${locale}`, async ({
    page,
    context,
  }) => {
    const { offline, headings } = await wordsIn(locale);
    await page.goto(`${prefix}/spa/safety`);
    await waitForWorker(page);
    await context.setOffline(true);

    // The very page that installed the worker, and every other page of the set.
    for (const path of offlinePaths()) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings(path));
      await expectPicturesShown(page);
    }
    await page.goto(`${prefix}${offlinePagePath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings(offlinePagePath));

    // Any other page: the offline page in the language of its address, with its links.
    await page.goto(`${prefix}/dining`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings(offlinePagePath));
    await expect(page.getByText(offline.message)).toBeVisible();
    const list = page.getByRole('region', { name: offline.availableHeading });
    for (const path of offlinePaths()) {
      await expect(list.getByRole('link', { name: headings(path) })).toHaveAttribute(
        'href',
        `${prefix}${path}`,
      );
    }
    await list.getByRole('link', { name: headings('/spa/etiquette') }).click();
    await expect(page).toHaveURL(`${prefix}/spa/etiquette`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings('/spa/etiquette'));
    await expectPicturesShown(page);

    // A link the router would follow becomes a page load the worker answers.
    await page.locator(`a[href="${prefix}/spa/safety"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings('/spa/safety'));
    await context.setOffline(false);
  });
}

test('without a signal, a circuit is planned and followed on the grounds', async ({
  page,
  context,
}) => {
  const sauna = circuitStation('event-sauna').name;
  await page.goto('/circuit');
  await waitForWorker(page);
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page
    .getByRole('button', { name: circuitPage.add.addStation.replace('{station}', sauna) })
    .click();
  // The now view's code and the plan's are loaded when asked for: the worker has them too.
  await page.getByRole('button', { name: circuitPage.now.start }).click();
  await expect(page.getByRole('heading', { level: 2, name: sauna })).toBeFocused();
  await expect(page.getByRole('button', { name: circuitPage.now.timer.start })).toBeVisible();
  await expect(page.getByRole('button', { name: sauna, exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await context.setOffline(false);
});

test('the offline page passes axe at a phone’s and a desktop’s width', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(offlinePagePath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  }
});

test.describe('a new version of the site', () => {
  let dir: string;
  let server: ChildProcess;
  let base: string;

  let port: number;

  /** The project's server over the copied build; it reads the build's files as it starts. */
  async function serve(): Promise<void> {
    server = spawn(process.execPath, ['server/serve.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ALENTO_BUILD_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`The site stopped (${String(code)})`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('being served')) resolve();
      });
    });
  }

  async function stop(): Promise<void> {
    server.removeAllListeners('exit');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'alento-pwa-e2e-'));
    cpSync(fileURLToPath(new URL('../build', import.meta.url)), dir, { recursive: true });
    port = await freePort();
    base = `http://127.0.0.1:${String(port)}`;
    await serve();
  });

  test.afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A file of the copied build changed, its compressed copies dropped so the change is served. */
  function rewrite(path: string, change: (text: string) => string) {
    const file = join(dir, 'client', path);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }

  test('waits for the next page, says so quietly, then shows the new one', async ({
    page,
    context,
  }) => {
    const { offline, headings } = await wordsIn('en-GB');
    await page.goto(`${base}/spa/safety`);
    await waitForWorker(page);
    await page.evaluate(() => ((window as unknown as { visit: string }).visit = 'first'));

    // The next build: a new revision of a precached page, and the worker that names it.
    const newHeading = `${headings('/spa/etiquette')}, revised`;
    rewrite('spa/etiquette/index.html', (html) =>
      html.replace(`>${headings('/spa/etiquette')}</h1>`, `>${newHeading}</h1>`),
    );
    rewrite('sw.js', (code) =>
      code.replace(/(url:([`"])\/spa\/etiquette\2,revision:([`"]))[0-9a-f]+\3/, '$1revised$3'),
    );
    expect(readFileSync(join(dir, 'client/sw.js'), 'utf8')).toMatch(/revision:[`"]revised[`"]/);

    // The site is deployed again while the guest has no signal.
    await context.setOffline(true);
    await stop();
    await serve();
    await context.setOffline(false);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByRole('status').filter({ hasText: offline.updateNotice })).toBeVisible();
    // The open page is the old version's, still served by the old worker.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          visit: (window as unknown as { visit?: string }).visit,
          waiting: registration?.waiting?.state,
        };
      }),
    ).toEqual({ visit: 'first', waiting: 'installed' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings('/spa/safety'));

    // The next page is loaded whole, by the new version.
    await page.locator('a[href="/spa/etiquette"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeading);
    expect(await page.evaluate(() => (window as unknown as { visit?: string }).visit)).toBe(
      undefined,
    );
    await expect(page.getByRole('status').filter({ hasText: offline.updateNotice })).toHaveCount(0);
  });
});
