import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../.config/chromium.ts';

/**
 * Next to the end-to-end port when one is given, so people running the gate side by side on one
 * machine (each with their own E2E_PORT) do not collide.
 */
const port = Number(
  process.env.VISUAL_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 6180),
);

/**
 * Screenshots of every story of the static Storybook build in both themes. One small viewport,
 * no animation, one device pixel: the baselines stay small and the run short.
 */
export default defineConfig({
  testDir: 'visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A story without a baseline gets one written (commit it); a story whose look changed fails.
  updateSnapshots: 'missing',
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        // Drawn alike on every machine (no hinting, no subpixel text, no scrollbars), so each
        // screenshot compares pixel for pixel.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--hide-scrollbars',
      ],
    },
  },
  webServer: {
    command: 'node visual/serve.ts',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    env: { VISUAL_PORT: String(port) },
    stdout: 'ignore',
  },
});
