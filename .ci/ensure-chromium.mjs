// Browsers cannot be downloaded by the test tools on this project's machines, so the tests use
// Debian's Chromium. This makes sure it is there: installs it when we may (root with apt-get),
// otherwise says exactly what to install, and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium not found at ${path}: installing Debian's chromium…`);
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  }
}

if (!existsSync(path)) {
  console.error(
    [
      `The tests need Chromium at ${path} (or set CHROMIUM_PATH to another Chromium binary).`,
      'On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Chromium: ${execSync(`${path} --version`).toString().trim()}`);
