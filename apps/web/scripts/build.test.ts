import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDataDir } from '@alento/content/data';
import { afterEach, expect, it } from 'vitest';

const buildScript = fileURLToPath(new URL('./build.ts', import.meta.url));
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('stops before building when a data file is broken, naming the file and the field', () => {
  dir = mkdtempSync(join(tmpdir(), 'alento-broken-data-'));
  const data = join(dir, 'data');
  cpSync(packageDataDir, data, { recursive: true });
  const prices = join(data, 'prices', 'prices.json');
  writeFileSync(prices, readFileSync(prices, 'utf8').replace('"euros": 120', '"euros": "120"'));

  const run = spawnSync(process.execPath, [buildScript], {
    env: { ...process.env, ALENTO_CONTENT_DATA: data, ALENTO_BUILD_DIR: join(dir, 'build') },
    encoding: 'utf8',
    timeout: 60_000,
  });

  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([
    "The content's data files need mending:",
    `${data}/prices/prices.json: dayPassFrom.euros: Write the price as a number, such as 180, found "120"`,
  ]);
});

it('rebuilds for what changes the pages, never for what the server reads when it starts', () => {
  const turbo = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../turbo.json', import.meta.url)), 'utf8'),
  ) as { tasks: { build: { env: string[] } } };
  const hashed = turbo.tasks.build.env.map((name) => new RegExp(`^${name.replace(/\*/g, '.*')}$`));
  const counts = (name: string) => hashed.some((pattern) => pattern.test(name));
  // Read at run time by the server and its inbox (packages/inbox/src/config.ts).
  for (const name of [
    'SMTP_URL',
    'INBOX_TO',
    'INBOX_FROM',
    'INBOX_RATE_LIMIT',
    'ALENTO_DATA_DIR',
    'TRUST_PROXY',
    'PORT',
    'HOST',
  ])
    expect(counts(name), name).toBe(false);
  // Read by the build.
  for (const name of [
    'ALENTO_LOCALE',
    'ALENTO_BUILD_DATE',
    'ALENTO_CONTENT_DATA',
    'VITE_CONTACT_ENDPOINT',
    'VITE_REQUEST_ENDPOINT',
  ])
    expect(counts(name), name).toBe(true);
});
