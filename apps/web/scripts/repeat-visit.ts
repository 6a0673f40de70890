/**
 * `pnpm bench:repeat`: the paint of a page on a guest's first visit and on a repeat visit, once
 * the service worker has installed and cached the page, beside the same HTML without scripts
 * (which installs no worker, so its repeat visit has the browser's HTTP cache only). The built
 * site is served by the project's own server; Lighthouse runs with the mobile preset's network
 * and CPU applied to the browser (`devtools` throttling), since its simulation models a page's
 * requests as going over the network, which a page served from the worker's cache does not do.
 *
 *   node scripts/repeat-visit.ts [--routes /circuit,/spa] [--runs 3]
 *
 * Prints a table of the median LCP of each and exits non-zero when a visit fails to paint.
 * BENCH_PORT is the page server's port (default 4190); the no-JS twin listens on the next one.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { defaultConfig } from 'lighthouse';
import type { Config } from 'lighthouse';
import { chromium } from '@playwright/test';
import { listen } from '../server/serve.ts';
import { withoutScripts } from './bench/html.ts';
import { launchBrowser } from './bench/lighthouse.ts';
import type { Browser } from './bench/lighthouse.ts';
import { median } from './bench/report.ts';

const appDir = resolve(import.meta.dirname, '..');
const buildDir = resolve(appDir, process.env.ALENTO_BUILD_DIR ?? 'build');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const routes = (option('--routes') ?? '/circuit,/spa').split(',').filter(Boolean);
const runs = Number(option('--runs') ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4190);
const host = '127.0.0.1';

const htmlFile = (dir: string, path: string) =>
  join(dir, 'client', path === '/' ? '' : path.slice(1), 'index.html');

/** The mobile preset with its throttling applied, and storage kept when `repeat`. */
function config(repeat: boolean): Config {
  return {
    ...defaultConfig,
    settings: {
      ...defaultConfig.settings,
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      disableStorageReset: repeat,
      disableFullPageScreenshot: true,
    },
  };
}

async function lcp(browser: Browser, url: string, repeat: boolean): Promise<number> {
  const result = await lighthouse(
    url,
    { port: browser.port, output: 'json', logLevel: 'error' },
    config(repeat),
  );
  const value = result?.lhr.audits['largest-contentful-paint']?.numericValue;
  if (value === undefined) throw new Error(`${url}: no LCP (${result?.lhr.runtimeError?.message})`);
  return value;
}

/**
 * A first visit that stays until the service worker has installed (its precache is complete)
 * and controls the page, as a guest's phone does after the first page of the site.
 */
async function installWorker(browser: Browser, url: string): Promise<void> {
  const connected = await chromium.connectOverCDP(`http://${host}:${browser.port}`);
  try {
    const context = connected.contexts()[0] ?? (await connected.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
      undefined,
      { timeout: 120_000 },
    );
    await page.close();
  } finally {
    // Only the connection closes; the browser stays for Lighthouse.
    await connected.close();
  }
}

async function main(): Promise<number> {
  const twinDir = mkdtempSync(join(tmpdir(), 'alento-repeat-twin-'));
  cpSync(buildDir, twinDir, { recursive: true });
  for (const path of routes) {
    const file = htmlFile(twinDir, path);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  const server = await listen({ host, port, buildDir });
  const twin = await listen({ host, port: port + 1, buildDir: twinDir });
  const rows: string[][] = [];
  try {
    for (const path of routes) {
      const first: number[] = [];
      const repeat: number[] = [];
      const twinFirst: number[] = [];
      const twinRepeat: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.error(`repeat-visit: ${path} run ${run}/${runs}`);
        // A fresh browser each run, so nothing of an earlier run is cached.
        const browser = await launchBrowser();
        try {
          const url = `http://${host}:${port}${path}`;
          first.push(await lcp(browser, url, false));
          await installWorker(browser, url);
          repeat.push(await lcp(browser, url, true));
        } finally {
          await browser.close();
        }
        const twinBrowser = await launchBrowser();
        try {
          const url = `http://${host}:${port + 1}${path}`;
          twinFirst.push(await lcp(twinBrowser, url, false));
          twinRepeat.push(await lcp(twinBrowser, url, true));
        } finally {
          await twinBrowser.close();
        }
      }
      const ms = (values: number[]) => `${Math.round(median(values))}`;
      const ratio = (page: number[], noJs: number[]) => (median(page) / median(noJs)).toFixed(2);
      rows.push([
        path,
        ms(first),
        ms(twinFirst),
        ratio(first, twinFirst),
        ms(repeat),
        ms(twinRepeat),
        ratio(repeat, twinRepeat),
      ]);
    }
  } finally {
    await new Promise((done) => server.close(done));
    await new Promise((done) => twin.close(done));
    rmSync(twinDir, { recursive: true, force: true });
  }
  const head = ['route', 'first LCP', 'no-JS', 'ratio', 'repeat LCP', 'no-JS', 'ratio'];
  const widths = head.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [head, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  console.log(`\nmobile preset, devtools throttling, median of ${runs} run(s), LCP in ms`);
  return 0;
}

process.exitCode = await main();
