/**
 * `pnpm new:page` in a copy of the files it reads: what it writes, how it edits each registry,
 * and that it refuses a path that is taken or is no path. Run with `node --test`.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PageRefused, borrowedHero, plannedChanges, registries, writeChanges } from './new-page.ts';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = mkdtempSync(join(tmpdir(), 'new-page-'));
after(() => rmSync(root, { recursive: true, force: true }));

const registryFiles = [
  registries.appRoutes,
  registries.routeTable,
  registries.routeTableTest,
  registries.dataFiles,
  registries.contentIndex,
  ...['en-GB', 'pt-PT', 'es-ES'].map((locale) => `${registries.pageTitles}.${locale}.json`),
];
for (const file of registryFiles) cpSync(join(repository, file), join(root, file));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

test('writes the page, its words in three languages, its schema, module and test', async () => {
  const before = Object.fromEntries(registryFiles.map((file) => [file, read(file)]));
  const changes = plannedChanges('wellness/yoga', { root });
  await writeChanges(changes, root);

  assert.deepEqual(
    changes.filter((change) => change.action === 'write').map((change) => change.file),
    [
      'apps/web/app/routes/wellness.yoga.tsx',
      'packages/content/src/data/schemas/wellness-yoga.ts',
      'packages/content/src/pages/wellness/yoga.ts',
      'apps/web/e2e/wellness.yoga.spec.ts',
      'packages/content/data/pages/wellness/yoga/yoga.en-GB.json',
      'packages/content/data/pages/wellness/yoga/yoga.pt-PT.json',
      'packages/content/data/pages/wellness/yoga/yoga.es-ES.json',
    ],
  );
  assert.deepEqual(
    changes
      .filter((change) => change.action === 'change')
      .map((change) => change.file)
      .sort(),
    [...registryFiles].sort(),
  );

  const route = read('apps/web/app/routes/wellness.yoga.tsx');
  assert.match(route, /from 'virtual:alento-media\/heroMedia\?in=wellnessYogaPage'/);
  assert.match(route, /from 'virtual:alento-page-words\/wellness\/yoga'/);
  assert.match(route, /definePage\(/);
  assert.match(read('apps/web/e2e/wellness.yoga.spec.ts'), /const path = '\/wellness\/yoga';/);

  const data = 'packages/content/data/pages/wellness/yoga/yoga';
  assert.deepEqual(Object.keys(json(`${data}.en-GB.json`)), ['heroImage', 'intro']);
  assert.equal(json(`${data}.en-GB.json`).heroImage, borrowedHero);
  // The translations hold the words only, each in its own language.
  const intros = ['en-GB', 'pt-PT', 'es-ES'].map((locale) => json(`${data}.${locale}.json`).intro);
  assert.equal(new Set(intros).size, 3);
  assert.deepEqual(Object.keys(json(`${data}.pt-PT.json`)), ['intro']);

  // Each registry gains the page's lines and loses none.
  const added = (file: string) => {
    const old = new Set(before[file]!.split('\n'));
    const lines = read(file).split('\n');
    for (const line of old) assert.ok(lines.includes(line) || /addedPages/.test(line), line);
    return lines.filter((line) => !old.has(line)).join('\n');
  };
  assert.equal(
    added(registries.appRoutes).trim(),
    "route('wellness/yoga', 'routes/wellness.yoga.tsx'),",
  );
  assert.ok(
    read(registries.appRoutes).indexOf('wellness/yoga') <
      read(registries.appRoutes).indexOf("route('*'"),
  );
  assert.equal(
    added(registries.routeTable).trim(),
    "{ path: '/wellness/yoga', layout: 'guest', indexable: true },",
  );
  assert.match(
    added(registries.routeTableTest),
    /const addedPages: string\[\] = \['\/wellness\/yoga'\];/,
  );
  assert.equal(
    added(registries.contentIndex).trim(),
    "export { wellnessYogaPage } from './pages/wellness/yoga.ts';",
  );
  const files = added(registries.dataFiles);
  assert.match(files, /import \{ wellnessYogaSchema \} from '\.\/schemas\/wellness-yoga\.ts';/);
  assert.match(files, /name: 'pages\/wellness\/yoga\/yoga',/);
  assert.match(files, /schema: wellnessYogaSchema,/);

  // The page titles gain one entry at the end in each language, so the translations' places hold.
  for (const locale of ['en-GB', 'pt-PT', 'es-ES']) {
    const file = `${registries.pageTitles}.${locale}.json`;
    const pages = (json(file) as { pages: Record<string, string>[] }).pages;
    const old = (JSON.parse(before[file]!) as { pages: unknown[] }).pages;
    assert.deepEqual(pages.slice(0, -1), old);
    const entry = pages.at(-1)!;
    assert.equal(entry.path, locale === 'en-GB' ? '/wellness/yoga' : undefined);
    assert.equal(entry.heading, 'Yoga');
    // Long enough to fill a search result's snippet, as the route table's test asks of a page.
    assert.ok(entry.description!.length >= 120, entry.description);
    assert.ok(!entry.description!.includes('{'), entry.description);
  }
});

test('a second run refuses the page, in one line, and writes nothing', () => {
  const routes = read(registries.routeTable);
  assert.throws(() => plannedChanges('wellness/yoga', { root }), {
    name: 'Error',
    message: '/wellness/yoga is a page already (packages/content/src/routes.ts)',
  });
  assert.throws(() => plannedChanges('/wellness/yoga/', { root }), PageRefused);
  assert.equal(read(registries.routeTable), routes);
});

test('refuses a path that is no page path, or clashes with a name the content has', () => {
  for (const path of ['', 'Wellness', 'wellness//yoga', 'wellness/yoga_2', 'pt/yoga', '2026/x'])
    assert.throws(() => plannedChanges(path, { root }), PageRefused, path);
  // `aiWellnessPage` is the AI page's record.
  assert.throws(() => plannedChanges('ai-wellness', { root }), /already exports aiWellnessPage/);
  assert.equal(existsSync(join(root, 'apps/web/app/routes/ai-wellness.tsx')), false);
});

test('gives the page the headings it is given, in each language', () => {
  const changes = plannedChanges('wellness/forest-bathing', {
    root,
    heading: { en: 'Forest Bathing', pt: 'Banhos de floresta', es: 'Baños de bosque' },
  });
  const titles = (locale: string) =>
    JSON.parse(
      changes.find((change) => change.file === `${registries.pageTitles}.${locale}.json`)!.text,
    ) as { pages: { heading: string }[] };
  assert.equal(titles('pt-PT').pages.at(-1)!.heading, 'Banhos de floresta');
  assert.equal(titles('es-ES').pages.at(-1)!.heading, 'Baños de bosque');
});

test("imports the page's words from where they are, at any depth of the path", () => {
  const moduleOf = (path: string) =>
    plannedChanges(path, { root }).find((change) => change.file.includes('/src/pages/'))!;
  const top = moduleOf('retreats');
  assert.equal(top.file, 'packages/content/src/pages/retreats.ts');
  assert.match(top.text, /from '\.\.\/\.\.\/data\/pages\/retreats\/retreats\.en-GB\.json'/);
  assert.match(top.text, /from '\.\.\/data\/schemas\/retreats\.ts'/);
  const deep = moduleOf('spa/rituals/evening');
  assert.match(
    deep.text,
    /from '\.\.\/\.\.\/\.\.\/\.\.\/data\/pages\/spa\/rituals\/evening\/evening\.en-GB\.json'/,
  );
  assert.match(deep.text, /from '\.\.\/\.\.\/\.\.\/data\/schemas\/spa-rituals-evening\.ts'/);
});
