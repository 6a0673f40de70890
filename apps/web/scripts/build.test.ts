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
