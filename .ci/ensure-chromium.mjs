// Browsers cannot be downloaded by the test tools on this project's machines, so the tests use
// Debian's Chromium: `chromium`, and `chromium-headless-shell` for the tests that need no browser
// shell (.config/chromium.ts). This makes sure both are there: installs what is missing when we
// may (root with apt-get), otherwise says exactly what to install, and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  { name: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  {
    name: 'chromium-headless-shell',
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  },
];

const missing = () => browsers.filter((browser) => !existsSync(browser.path));

if (missing().length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    const names = missing().map((browser) => browser.name);
    console.log(`Not found: ${names.join(', ')}. Installing Debian's packages…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names.join(' ')}`,
      { stdio: 'inherit' },
    );
  }
}

if (missing().length > 0) {
  console.error(
    [
      ...missing().map(
        (browser) => `The tests need ${browser.name} at ${browser.path}, and it is not there.`,
      ),
      'On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium chromium-headless-shell',
      '(CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH name other binaries.)',
    ].join('\n'),
  );
  process.exit(1);
}
for (const browser of browsers) {
  console.log(`${browser.name}: ${execSync(`${browser.path} --version`).toString().trim()}`);
}
