import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { pages, recordDir as recordUrl, recordName, recordOf } from './page-text-record.ts';

/**
 * The page-text record: for every prerendered page in every language, what a guest reads and what
 * a guest's tools or a crawler read (the accessibility tree with its names and link targets, the
 * title, description, canonical, alternates and JSON-LD), kept in `e2e/page-text/`. A change of
 * content shows here line by line, so a move of the content between files can prove it lost
 * nothing. After an intended change: `pnpm --filter @alento/web exec playwright test page-text
 * --project desktop --update-snapshots`, then read the diff.
 */

test.skip(({ isMobile }) => isMobile, 'the words do not depend on the screen: read once');
// The HTML as the server sends it: what a crawler reads, and what a guest sees before scripts run.
test.use({ javaScriptEnabled: false });

const recordDir = fileURLToPath(recordUrl);

for (const path of pages) {
  test(`the page-text record of ${path} is unchanged`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    const actual = await recordOf(page);
    const file = `${recordDir}${recordName(path)}`;
    if (test.info().config.updateSnapshots === 'all') {
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
      await writeFile(file, actual);
      return;
    }
    const expected = await readFile(file, 'utf8').catch(() => '');
    expect(expected, `no record for ${path}: run with --update-snapshots`).not.toBe('');
    expect(actual, `${path}: the page-text record in e2e/page-text/${recordName(path)}`).toBe(
      expected,
    );
  });
}
