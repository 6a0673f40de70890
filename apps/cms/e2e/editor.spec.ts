import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDataDir } from '@alento/content/data';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startEditor } from '../src/server.ts';
import type { EditorServer } from '../src/server.ts';
// The site's own server and page-text record: the editor's saves are proved on the built site.
import { listen } from '../../web/server/serve.ts';
import { pages, recordDir, recordName, recordOf } from '../../web/e2e/page-text-record.ts';

/**
 * The editor as the resort's team uses it: Decap CMS in Chromium over its local backend, which
 * writes a copy of the data files laid out as the repository is. What it saves is read back from
 * the files, and the site is built from them.
 */

test.describe.configure({ mode: 'serial' });

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
let repo = '';
let data = '';
let editor: EditorServer;
const builds: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every data file's text, by its path under `data/`. */
function files(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.json'))
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );
}

/** The lines that differ between the committed data files and the editor's copy. */
function changedLines(): string[] {
  const before = files(packageDataDir);
  const after = files(data);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  return [...before].flatMap(([path, text]) => {
    const old = text.split('\n');
    const now = (after.get(path) ?? '').split('\n');
    expect(now.length, `${path} keeps its number of lines`).toBe(old.length);
    return old.flatMap((line, index) =>
      line === now[index] ? [] : [`${path}:${index + 1}: ${line.trim()} → ${now[index]?.trim()}`],
    );
  });
}

async function openEditor(page: Page, entry: string) {
  await page.goto(editor.url);
  // The first visit signs in to the local backend with one click; later ones are signed in.
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('heading', { name: 'Collections' }))).toBeVisible();
  if (await login.isVisible()) await login.click();
  await page.getByRole('complementary').getByRole('link', { name: entry }).click();
  await page.getByRole('main').getByRole('link', { name: entry }).click();
}

// axe, from the workspace's root, run inside the preview's frame, which the page's own run skips.
const axeSource = readFileSync(
  fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url)),
  'utf8',
);

/** What axe finds in the preview against WCAG 2.2 A and AA and its best practices. */
async function previewViolations(page: Page): Promise<string[]> {
  const frame = await (await page.locator('#preview-pane').elementHandle())?.contentFrame();
  if (!frame) throw new Error('No preview pane');
  await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const { violations } = await axe.run(document, { runOnly: tags });
    return violations.map((each) => `${each.id}: ${each.nodes.map((n) => n.target).join(', ')}`);
  });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
}

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'alento-editor-'));
  data = join(repo, 'packages', 'content', 'data');
  cpSync(packageDataDir, data, { recursive: true });
  editor = await startEditor({ repo, port: 0, backendPort: await freePort(), quiet: true });
});

test.afterAll(async () => {
  await editor?.close();
  for (const dir of [repo, ...builds]) rmSync(dir, { recursive: true, force: true });
});

test('a negative price is refused in the editor with a message, and nothing is written', async ({
  page,
}) => {
  await openEditor(page, 'Prices');
  const dayPass = page.getByRole('spinbutton', { name: 'From, in euros' }).first();
  await dayPass.fill('-5');
  await publish(page);
  await expect(page.getByText('From, in euros must be between 0 and 10000.').first()).toBeVisible();
  expect(changedLines()).toEqual([]);
});

test('an empty translation is refused in the editor with a message, and nothing is written', async ({
  page,
}) => {
  await openEditor(page, 'The resort');
  await page.getByRole('textbox', { name: 'Tagline' }).nth(1).fill('');
  await publish(page);
  await expect(
    page.getByText('The European Portuguese words are not all written: Tagline.', { exact: false }),
  ).toBeVisible();
  expect(changedLines()).toEqual([]);
});

test('a question added in English alone is refused until every language has it', async ({
  page,
}) => {
  await openEditor(page, 'Questions answered (FAQ)');
  const group = page.getByText('Payments and Cancellation', { exact: true }).first();
  await group.locator('xpath=..').getByRole('button').first().click();
  // An id already published is shown, not edited; a new question's id is typed.
  await expect(
    page.getByRole('status', { name: 'Id' }).filter({ hasText: 'payments' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).first().click();
  await page.getByRole('textbox', { name: 'Id' }).fill('gift-vouchers');
  await page.getByRole('textbox', { name: 'Question' }).fill('Can I give a spa day as a gift?');
  // The answer is Markdown, written in the editor's rich-text box (the only one open here).
  await page.locator('[data-slate-editor="true"]').filter({ visible: true }).first().click();
  await page.keyboard.type(
    'Yes: write to us, and we will send a voucher for the day you choose to give.',
  );
  await page.getByRole('textbox', { name: 'Link text' }).fill('Write to us');
  await page.getByRole('textbox', { name: 'Page' }).fill('/contact');
  await publish(page);
  await expect(
    page.getByText(
      'The European Portuguese words are not all written: Payments and Cancellation › Questions (3 in the first language, 2 here).',
      { exact: false },
    ),
  ).toBeVisible();
  expect(changedLines()).toEqual([]);
});

test('the preview follows the language being written, as it is typed, writes prices as each language does, and passes axe', async ({
  page,
}) => {
  // Leaving an entry with unsaved changes asks first; nothing here is saved.
  page.on('dialog', (dialog) => void dialog.accept());
  const preview = page.frameLocator('#preview-pane');

  // Prices are the same in every language: the preview writes each as its language does.
  await openEditor(page, 'Prices');
  await page.getByRole('spinbutton', { name: 'Price in euros' }).first().fill('185.5');
  const journey = preview.getByRole('region', { name: 'Thermal sanctuary journey' });
  await expect(journey.locator('[lang="en-GB"]').first()).toHaveText('English €185.50');
  await expect(journey.locator('[lang="pt-PT"]').first()).toHaveText('Português 185,50 €');
  await expect(preview.getByRole('complementary', { name: 'Where this is shown' })).toContainText(
    '/booking/day-pass',
  );
  expect(await previewViolations(page)).toEqual([]);

  // A record with words: the preview shows the language the editor is writing in.
  await openEditor(page, 'The resort');
  await page.getByTitle('Toggle preview').click();
  await page
    .getByRole('button', { name: /^Writing in/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'pt-PT' }).click();
  await expect(preview.locator('main')).toHaveAttribute('lang', 'pt-PT');
  const sentence = 'Um dia inteiro de calor, água e silêncio nas colinas do Alentejo.';
  await page.getByRole('textbox', { name: 'Tagline' }).first().fill(sentence);
  await expect(preview.getByText(sentence)).toBeVisible();
  // The figures the Portuguese file does not hold come from the first language's.
  await expect(preview.getByText('+351 200 000 000')).toBeVisible();
  // A record every page shows says so, with the Portuguese addresses.
  const shownOn = preview.getByRole('complementary', { name: 'Where this is shown' });
  await shownOn.getByText('every page').click();
  await expect(shownOn.getByRole('link', { name: '/pt/spa', exact: true })).toHaveAttribute(
    'href',
    'https://alento.example/pt/spa',
  );
  expect(await previewViolations(page)).toEqual([]);
  expect(changedLines()).toEqual([]);
});

test('a Portuguese sentence and a price saved in the editor reach every page that shows them', async ({
  page,
  browser,
}) => {
  // The site's three builds run here beside the rest of `pnpm test`: on a busy two-core machine
  // they take several minutes, which says nothing about the editor.
  test.setTimeout(900_000);
  const oldTagline = 'Mergulhe na natureza. Renove-se na quietude. Transforme-se com intenção.';
  const newTagline = 'Mergulhe na natureza. Renove-se na quietude. Volte transformado.';

  await openEditor(page, 'The resort');
  const tagline = page.getByRole('textbox', { name: 'Tagline' }).nth(1);
  await expect(tagline).toHaveValue(oldTagline);
  await tagline.fill(newTagline);
  await publish(page);
  await expect(page.getByText('Changes saved').first()).toBeVisible();

  await openEditor(page, 'Prices');
  await page.getByRole('spinbutton', { name: 'From, in euros' }).first().fill('135');
  await publish(page);
  await expect(page.getByText('Changes saved').first()).toBeVisible();
  const saved = Date.now();

  expect(changedLines()).toEqual([
    'prices/prices.json:11: "euros": 120 → "euros": 135',
    `site/site.pt-PT.json:3: "tagline": "${oldTagline}", → "tagline": "${newTagline}",`,
  ]);

  // The site, built from the saved files.
  // Inside the web app, where the server build finds the packages it leaves out of its bundle.
  const cache = join(webDir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const buildDir = mkdtempSync(join(cache, 'editor-build-'));
  builds.push(buildDir);
  const build = spawnSync(process.execPath, [join(webDir, 'scripts', 'build.ts')], {
    cwd: webDir,
    env: {
      ...process.env,
      // The build's own tools run on this Node, whatever else the machine has on its path.
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      ALENTO_CONTENT_DATA: data,
      ALENTO_BUILD_DIR: buildDir,
    },
    encoding: 'utf8',
    timeout: 720_000,
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  console.log(
    `From saving in the editor to the rebuilt site: ${((Date.now() - saved) / 1000).toFixed(0)} s`,
  );

  // Every page's record is the committed one with the two changes, and nothing else.
  const server: Server = await listen({ port: 0, buildDir });
  const { port } = server.address() as AddressInfo;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  const committed = fileURLToPath(recordDir);
  const changed = new Set<string>();
  try {
    for (const path of pages) {
      await reader.goto(`http://127.0.0.1:${port}${path}`);
      const expected = readFileSync(join(committed, recordName(path)), 'utf8')
        .replaceAll(oldTagline, newTagline)
        .replace(/€120\b/g, '€135')
        .replace(/\b120([\u00a0 ])€/g, '135$1€')
        .replaceAll('"120.00"', '"135.00"');
      expect(await recordOf(reader), recordName(path)).toBe(expected);
      if (expected.includes(newTagline)) changed.add(`tagline ${path}`);
      if (/€135|135[\u00a0 ]€/.test(expected)) changed.add(`price ${path}`);
    }
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
  // The sentence is on the Portuguese pages that carry it; the price in every language.
  expect([...changed].filter((each) => each.startsWith('tagline')).sort()).toEqual([
    'tagline /pt/home',
    'tagline /pt/spa-landing',
  ]);
  for (const path of ['/booking/day-pass', '/pt/booking/day-pass', '/es/booking/day-pass'])
    expect(changed).toContain(`price ${path}`);
});
