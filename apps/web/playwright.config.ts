import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../../.config/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium without its browser shell (`.config/chromium.ts`): Playwright cannot download
 * its own on the project's machines.
 */
const launchOptions = { executablePath: headlessShellPath, args: [...chromiumArgs] };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Generous on purpose: a walk through a form with axe runs takes seconds on a 2-core machine,
  // and a slow machine must not fail a page that works.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its actions, console and network. The page's snapshots and screenshots
    // at every step cost every test time (docs/performance.md's log) and are one `--trace on`
    // away when a failure needs them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // Once a page is idle, the site's worker would fetch and store the whole offline set, in
    // three languages, in every test's fresh browser context. Only the tests of the worker and of
    // what the site keeps in the browser allow it (`offline.spec.ts`, `privacy.spec.ts`).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      // Tests tagged `oneWidth` (e2e/support.ts) check nothing the width changes, and
      // `wideOnly` what a phone does not have: desktop runs them. A test left out is never
      // started, where a skip inside it would open its page first.
      grepInvert: /@one-width|@wide/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      // Tests tagged `narrowOnly` check what only a phone has.
      grepInvert: /@narrow/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // The production build, served by the project's own server (real 404s, real headers).
  webServer: {
    command: `node server/serve.ts`,
    // The suite's messages go to an outbox of its own, and many tests send from one address.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Set once, in the runner: its workers load this file again and inherit it.
      ALENTO_DATA_DIR: (process.env.ALENTO_E2E_DATA_DIR ??= mkdtempSync(
        join(tmpdir(), 'alento-e2e-'),
      )),
      INBOX_RATE_LIMIT: '10000/1m',
    },
    url: `${baseURL}/home`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
