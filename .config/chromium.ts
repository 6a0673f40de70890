/**
 * The one Chromium every browser run uses (the ui's component tests and screenshots, the site's
 * end-to-end tests and benchmark): Debian's, because test tools cannot download their own
 * browsers on the project's machines. `CHROMIUM_PATH` names another. The flags keep it from
 * talking to any host but the local server (no background updates, sync or QUIC probes).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
