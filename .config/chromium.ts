import { existsSync } from 'node:fs';

/**
 * The Chromium every browser run uses: Debian's, because test tools cannot download their own
 * browsers on the project's machines. The flags keep it from talking to any host but the local
 * server (no background updates, sync or QUIC probes).
 */

/**
 * The browser as a guest runs it, with its whole shell: the benchmark's Lighthouse and timed
 * interactions, and the screenshots compared with the ui's baselines. `CHROMIUM_PATH` names
 * another.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same engine without the browser's shell (Debian's `chromium-headless-shell`), as Playwright
 * runs headless tests by default: it lays out, paints and runs pages as `chromium` does, without
 * the work of a browser window no test looks at. The end-to-end tests, the editor's and the ui's
 * component tests use it; where it is not installed, they run in `chromium`.
 * `CHROMIUM_HEADLESS_SHELL_PATH` names another.
 */
const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessShellPath = existsSync(shell) ? shell : chromiumPath;

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
