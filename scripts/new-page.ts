/**
 * `pnpm new:page <path>`: writes a working page at /<path>, /pt/<path> and /es/<path>. It writes
 * the route module, the page's words in the three languages with their schema and their module,
 * and its end-to-end test, and it adds the page to the registries: the route table and its test,
 * the app's routes, the page titles, the data files' list and the content's index. `--dry-run`
 * lists the files without writing them.
 *
 * The Portuguese and Spanish words it writes are a first text for a translator: the translation
 * memory holds no source for them, so `pnpm content:status` lists them as never translated and
 * `pnpm content:export --changed` hands them over, until a translator's file brings them back.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { languages } from '../packages/content/src/languages.ts';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files every new page is added to, by their place in the repository. */
export const registries = {
  appRoutes: 'apps/web/app/routes.ts',
  routeTable: 'packages/content/src/routes.ts',
  routeTableTest: 'packages/content/src/routes.test.ts',
  dataFiles: 'packages/content/src/data/files.ts',
  contentIndex: 'packages/content/src/index.ts',
  pageTitles: 'packages/content/data/page-titles/page-titles',
} as const;

/** A path's segments: lowercase words and digits joined by hyphens, as the site's paths are. */
const segmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First segments that are not a page's: the languages' prefixes and the build's own folders. */
const reservedFirst = new Set([
  ...languages.map((language) => language.prefix.slice(1)).filter(Boolean),
  'assets',
  'api',
]);

export class PageRefused extends Error {}

export interface PageNames {
  /** `/wellness/yoga` */
  readonly path: string;
  readonly segments: readonly string[];
  /** `wellnessYoga`: the start of the record's, the schema's and the component's names. */
  readonly camel: string;
  readonly pascal: string;
  /** `wellnessYogaPage`, the record the content exports and the hero query names. */
  readonly record: string;
  readonly files: {
    readonly route: string;
    readonly spec: string;
    readonly schema: string;
    readonly module: string;
    /** The words' data file under `data/`, without the language and ending. */
    readonly dataName: string;
  };
}

/** The names and files of the page at `input`, or a refusal saying what is wrong with it. */
export function pageNames(input: string): PageNames {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, '');
  const segments = trimmed.split('/');
  if (!trimmed || !segments.every((segment) => segmentPattern.test(segment)))
    throw new PageRefused(
      `"${input}" is not a page path: write lowercase words joined by hyphens, parts split by "/", such as wellness/yoga`,
    );
  if (reservedFirst.has(segments[0]!))
    throw new PageRefused(`"${input}" starts with /${segments[0]}, which is not a page's`);
  const words = segments.flatMap((segment) => segment.split('-'));
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const pascal = words.map(capital).join('');
  const camel = pascal.charAt(0).toLowerCase() + pascal.slice(1);
  // A name starting with a digit is no identifier.
  if (/^\d/.test(camel)) throw new PageRefused(`"${input}" must start with a letter`);
  const joined = segments.join('-');
  return {
    path: `/${trimmed}`,
    segments,
    camel,
    pascal,
    record: `${camel}Page`,
    files: {
      route: `apps/web/app/routes/${segments.join('.')}.tsx`,
      spec: `apps/web/e2e/${segments.join('.')}.spec.ts`,
      schema: `packages/content/src/data/schemas/${joined}.ts`,
      module: `packages/content/src/pages/${trimmed}.ts`,
      dataName: `pages/${trimmed}/${segments.at(-1)}`,
    },
  };
}

export interface PageWordsInput {
  /** The page's heading and title in each language; from the path when not given. */
  heading?: { en?: string; pt?: string; es?: string };
}

/** A page's first words in the three languages: its heading, title, description and intro. */
export function firstWords(names: PageNames, input: PageWordsInput = {}) {
  const words = names.segments.at(-1)!.split('-');
  // English headings are in title case on this site; Portuguese and Spanish in sentence case.
  const titleCase = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  const sentenceCase = `${titleCase.charAt(0)}${titleCase.slice(1).toLowerCase()}`;
  const en = input.heading?.en ?? titleCase;
  const pt = input.heading?.pt ?? sentenceCase;
  const es = input.heading?.es ?? sentenceCase;
  return {
    'en-GB': {
      heading: en,
      description: `${en} at Alento, a nature-integrated wellness spa and retreat in the Alentejo hills of Portugal, with time and room to unwind.`,
      intro: 'Part of a stay at Alento, in the quiet of the Alentejo hills.',
    },
    'pt-PT': {
      heading: pt,
      description: `${pt} no Alento, um spa e retiro de bem-estar integrado na natureza, nas colinas do Alentejo, com tempo e espaço para abrandar.`,
      intro: 'Parte de uma estadia no Alento, no sossego das colinas do Alentejo.',
    },
    'es-ES': {
      heading: es,
      description: `${es} en Alento, un spa y retiro de bienestar en plena naturaleza, en las colinas del Alentejo, con tiempo y espacio para desconectar.`,
      intro: 'Parte de una estancia en Alento, en la calma de las colinas del Alentejo.',
    },
  } as const;
}

/** The hero a new page borrows until it has a picture of its own (the FAQ's, the privacy page's). */
export const borrowedHero = 'hero-approach';

type Locale = keyof ReturnType<typeof firstWords>;
const locales = languages.map((language) => language.locale) as Locale[];

function routeModule(names: PageNames): string {
  const { record, pascal, path } = names;
  return `import { ${record} } from '@alento/content';
import { Hero } from '../lib/Hero.tsx';
import { definePage } from '../lib/definePage.tsx';
import { pictures as heroPictures } from 'virtual:alento-media/heroMedia?in=${record}';
import pageWords from 'virtual:alento-page-words${path}';

const page = definePage({
  words: pageWords,
  hero: { pictures: heroPictures, image: ${record}.heroImage },
});

export const meta = page.meta;

export const links = page.links;

export default function ${pascal}Page() {
  return (
    <page.Pictures>
      <Hero heading={page.words.heading} lede={${record}.intro} media={page.heroMedia} />
    </page.Pictures>
  );
}
`;
}

function schemaModule(names: PageNames): string {
  return `import * as v from 'valibot';
import { picture } from './common.ts';
import { wordsField } from './words-fields.ts';

/** The words of the page at ${names.path}. */
export const ${names.camel}Schema = v.object({
  heroImage: picture('Picture at the top'),
  intro: wordsField('Introduction', 440, 'Under the heading, beside the picture'),
});

export type ${names.pascal}Words = v.InferOutput<typeof ${names.camel}Schema>;
`;
}

function contentModule(names: PageNames): string {
  const depth = '../'.repeat(names.segments.length);
  const data = `${depth}../data/${names.files.dataName}.en-GB.json`;
  const schemaFile = `${depth}data/schemas/${names.segments.join('-')}.ts`;
  return `import words from '${data}' with { type: 'json' };
import type { ${names.pascal}Words } from '${schemaFile}';

/** The page at ${names.path}. The words are the team's, in \`data/${names.files.dataName.replace(/\/[^/]+$/, '/')}\`. */
export const ${names.record} = words as ${names.pascal}Words;
`;
}

function e2eSpec(names: PageNames): string {
  return `import { languages } from '@alento/content';
import type * as RouteWordsModule from '../../../packages/content/src/route-words.ts';
import { inLanguage } from './in-language.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';

const path = '${names.path}';

test.describe(path, () => {
  for (const { locale, prefix } of languages) {
    test(\`\${prefix}\${path} shows its heading and passes axe\`, async ({ page }) => {
      const { routeWords } = await inLanguage<typeof RouteWordsModule>(locale, 'route-words.ts');
      await page.goto(\`\${prefix}\${path}\`);
      await expect(
        page.getByRole('heading', { level: 1, name: routeWords[path].heading }),
      ).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
`;
}

/** `text` with `insert` put before the first line matching `before`, or a refusal. */
function insertBefore(text: string, before: RegExp, insert: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => before.test(line));
  if (at < 0) throw new PageRefused(`${file} has changed shape: no line matches ${before}`);
  lines.splice(at, 0, insert);
  return lines.join('\n');
}

/** `text` with `insert` put after the last line matching `after`, or a refusal. */
function insertAfterLast(text: string, after: RegExp, insert: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.findLastIndex((line) => after.test(line));
  if (at < 0) throw new PageRefused(`${file} has changed shape: no line matches ${after}`);
  lines.splice(at + 1, 0, insert);
  return lines.join('\n');
}

export interface Change {
  readonly file: string;
  readonly action: 'write' | 'change';
  readonly text: string;
}

/** Every file the page needs written or changed, read from `root`; nothing is written here. */
export function plannedChanges(
  input: string,
  options: PageWordsInput & { root?: string } = {},
): Change[] {
  const root = options.root ?? repositoryRoot;
  const names = pageNames(input);
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const { path, record } = names;
  const dataDir = `packages/content/data/${names.files.dataName.replace(/\/[^/]+$/, '')}`;

  const routeTable = read(registries.routeTable);
  if (routeTable.includes(`path: '${path}'`))
    throw new PageRefused(`${path} is a page already (${registries.routeTable})`);
  for (const file of [
    names.files.route,
    names.files.spec,
    names.files.schema,
    names.files.module,
    dataDir,
  ])
    if (existsSync(join(root, file))) throw new PageRefused(`${file} exists already`);
  const index = read(registries.contentIndex);
  if (new RegExp(`\\b${record}\\b`).test(index))
    throw new PageRefused(`@alento/content already exports ${record}: choose another path`);

  const words = firstWords(names, options);
  const changes: Change[] = [
    { file: names.files.route, action: 'write', text: routeModule(names) },
    { file: names.files.schema, action: 'write', text: schemaModule(names) },
    { file: names.files.module, action: 'write', text: contentModule(names) },
    { file: names.files.spec, action: 'write', text: e2eSpec(names) },
  ];
  for (const locale of locales) {
    const record =
      locale === 'en-GB'
        ? { heroImage: borrowedHero, intro: words[locale].intro }
        : { intro: words[locale].intro };
    changes.push({
      file: `packages/content/data/${names.files.dataName}.${locale}.json`,
      action: 'write',
      text: `${JSON.stringify(record, null, 2)}\n`,
    });
  }

  // Positional in the translations, so appended: the pages before keep their places, and the
  // translation memory's sources stay where they are.
  for (const locale of locales) {
    const file = `${registries.pageTitles}.${locale}.json`;
    const titles = JSON.parse(read(file)) as { pages: Record<string, string>[] };
    const { heading, description } = words[locale];
    titles.pages.push(
      locale === 'en-GB'
        ? { path, heading, title: heading, description }
        : { heading, title: heading, description },
    );
    changes.push({ file, action: 'change', text: `${JSON.stringify(titles, null, 2)}\n` });
  }

  changes.push({
    file: registries.routeTable,
    action: 'change',
    text: insertBefore(
      routeTable,
      /^\] as const satisfies/,
      `  { path: '${path}', layout: 'guest', indexable: true },`,
      registries.routeTable,
    ),
  });

  const test = read(registries.routeTableTest);
  const added = /const addedPages: string\[\] = \[([^\]]*)\];/.exec(test);
  if (!added)
    throw new PageRefused(`${registries.routeTableTest} has changed shape: no addedPages list`);
  const listed = [...(added[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
  changes.push({
    file: registries.routeTableTest,
    action: 'change',
    text: test.replace(
      added[0],
      `const addedPages: string[] = [${[...listed, path].map((each) => `'${each}'`).join(', ')}];`,
    ),
  });

  changes.push({
    file: registries.appRoutes,
    action: 'change',
    text: insertBefore(
      read(registries.appRoutes),
      /^\s*route\('\*'/,
      `  route('${path.slice(1)}', 'routes/${names.segments.join('.')}.tsx'),`,
      registries.appRoutes,
    ),
  });

  // The list of data files ends where the function that looks one up begins.
  const listEnd = '\n];\n\nexport function dataFile(';
  const files = read(registries.dataFiles);
  if (!files.includes(listEnd))
    throw new PageRefused(`${registries.dataFiles} has changed shape: no end of dataFiles`);
  const entry = `
  {
    name: '${names.files.dataName}',
    label: ${JSON.stringify(`${words['en-GB'].heading} page`)},
    description: ${JSON.stringify(`The words of the page at ${path}: its introduction and its picture at the top.`)},
    schema: ${names.camel}Schema,
    translated: true,
  },`;
  changes.push({
    file: registries.dataFiles,
    action: 'change',
    text: insertAfterLast(
      files,
      /^import .* from '\.\/schemas\//,
      `import { ${names.camel}Schema } from './schemas/${names.segments.join('-')}.ts';`,
      registries.dataFiles,
    ).replace(listEnd, `${entry}${listEnd}`),
  });

  changes.push({
    file: registries.contentIndex,
    action: 'change',
    text: insertAfterLast(
      index,
      /^export \{[^}]*\} from '\.\/pages\//,
      `export { ${record} } from './pages/${path.slice(1)}.ts';`,
      registries.contentIndex,
    ),
  });
  return changes;
}

/** Writes the changes under `root`, each TypeScript file through Prettier with the repository's settings. */
export async function writeChanges(changes: readonly Change[], root = repositoryRoot) {
  const config = (await prettier.resolveConfig(join(repositoryRoot, 'package.json'))) ?? {};
  for (const change of changes) {
    const file = join(root, change.file);
    const text = /\.tsx?$/.test(file)
      ? await prettier.format(change.text, { ...config, filepath: file })
      : change.text;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      heading: { type: 'string' },
      'heading-pt': { type: 'string' },
      'heading-es': { type: 'string' },
    },
  });
  const [input] = positionals;
  if (!input || positionals.length > 1)
    throw new PageRefused(
      'Use: pnpm new:page <path> [--heading "…" --heading-pt "…" --heading-es "…"] [--dry-run]',
    );
  const changes = plannedChanges(input, {
    heading: { en: values.heading, pt: values['heading-pt'], es: values['heading-es'] },
  });
  const list = changes.map((change) => `  ${change.action === 'write' ? '+' : '~'} ${change.file}`);
  if (values['dry-run']) {
    console.log(`pnpm new:page ${input} would write (+) and change (~):\n${list.join('\n')}`);
    return;
  }
  await writeChanges(changes);
  const { path, files } = pageNames(input);
  console.log(`Wrote the page at ${path}, /pt${path} and /es${path}:\n${list.join('\n')}

Then:
  - write the page in ${files.route}, its English words in packages/content/data/${files.dataName}.en-GB.json
    and their fields in ${files.schema};
  - choose its picture (heroImage: it borrows ${borrowedHero} for now);
  - the Portuguese and Spanish words wait for a translator: pnpm content:status lists them;
  - after the build (pnpm exec turbo run build --filter=@alento/web), record its text and run its test:
    cd apps/web && pnpm exec playwright test e2e/page-text.spec.ts --project desktop --update-snapshots=all -g "${path}"
    cd apps/web && pnpm exec playwright test ${files.spec.replace('apps/web/', '')} --project desktop`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    if (error instanceof PageRefused) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
}
