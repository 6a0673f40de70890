import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../../.config/chromium.ts';

// The editor's end-to-end test starts its own editor over a copy of the data files, saves in it,
// and builds the site from the copy: one worker, since the steps follow one another.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    actionTimeout: 15_000,
    viewport: { width: 1400, height: 1000 },
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs] },
  },
});
