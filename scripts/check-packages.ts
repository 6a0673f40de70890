/**
 * Checks the packages as a property installs them from the registry. It builds none of them:
 * run `turbo run build --filter=./packages/*` first (the root `pnpm test` does). Each package of
 * `packages/` that is not private is packed with pnpm into a temporary folder, as `pnpm publish`
 * would pack it (with its `publishConfig`), and on each tarball:
 *
 * - every `exports` target is in the tarball and the manifest is sound (publint, every level);
 * - the types resolve like the JavaScript for every entry point (attw, profile `esm-only`: the
 *   packages ship ES modules only, with no `require` condition, so Node 10 and CommonJS
 *   resolution are not theirs to pass);
 * - no two paths differ only by case (a case-insensitive disk would keep one of them).
 *
 * Then a consumer that imports only `Button` from the packed @alento/ui is bundled, and must take
 * exactly the stylesheets of the modules `Button` is built from, none of the other parts'; and one
 * that imports `@alento/ui/global` must take the global styles and the font faces.
 *
 * Exits non-zero on any problem.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { build } from 'vite';
import { listFiles, missingTargets, pack, publishedPackages, root } from './packages.ts';
import type { Packed } from './packages.ts';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const problems: string[] = [];
const fail = (message: string) => {
  problems.push(message);
  console.error(`✗ ${message}`);
};

async function lint(packed: Packed): Promise<void> {
  const tarball = readFileSync(packed.tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: new Uint8Array(tarball).buffer },
    level: 'suggestion',
  });
  for (const message of messages) {
    fail(
      `${packed.name}: publint ${message.type}: ${formatMessage(message, pkg, { color: false })}`,
    );
  }

  try {
    execFileSync(
      bin('attw'),
      [packed.tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii'],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    fail(`${packed.name}: attw found problems\n${stdout ?? ''}${stderr ?? ''}`);
  }

  const seen = new Map<string, string>();
  for (const file of packed.files) {
    const other = seen.get(file.toLowerCase());
    if (other) fail(`${packed.name}: ${other} and ${file} differ only by case`);
    seen.set(file.toLowerCase(), file);
  }
}

/** The files a built module imports by relative path, statically. */
const relativeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']([^"']+)["']/g)]
    .map(([, specifier]) => specifier ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => join(dirname(file), specifier));

/** The stylesheets a module of the package loads, following its static imports. */
function stylesheetsOf(start: string): Set<string> {
  const modules = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const target of relativeImports(file)) {
      if (target.endsWith('.css')) sheets.add(target);
      else visit(target);
    }
  };
  visit(start);
  return sheets;
}

/** Installs the packed @alento/ui into a scratch consumer and bundles `code` against it. */
async function bundleConsumer(ui: Packed, consumer: string, code: string): Promise<string> {
  const installed = join(consumer, 'node_modules', '@alento', 'ui');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', ui.tarball, '-C', installed, '--strip-components=1']);
  writeFileSync(join(consumer, 'entry.js'), code);

  await build({
    configFile: false,
    root: consumer,
    logLevel: 'silent',
    build: {
      outDir: join(consumer, 'dist'),
      minify: false,
      cssMinify: false,
      lib: { entry: join(consumer, 'entry.js'), formats: ['es'], cssFileName: 'style' },
      rolldownOptions: {
        // The package's own dependencies are not what is measured.
        external: (id) => !/^(?:\.|\/|@alento\/ui(?:\/|$))/.test(id),
      },
    },
  });
  // No stylesheet at all when the package's modules import none.
  const bundled = join(consumer, 'dist', 'style.css');
  return existsSync(bundled) ? readFileSync(bundled, 'utf8') : '';
}

/**
 * `import '@alento/ui/global'` must bring the global styles and the font faces: the module exports
 * nothing, so a bundler keeps its stylesheets only if the package marks it as having side effects.
 */
async function checkGlobalConsumer(ui: Packed, scratch: string): Promise<void> {
  const consumer = join(scratch, 'global-consumer');
  const css = await bundleConsumer(ui, consumer, "import '@alento/ui/global';\n");
  const styles = join(consumer, 'node_modules', '@alento', 'ui', 'dist', 'styles');
  if (!css.includes(readFileSync(join(styles, 'global.css'), 'utf8').trim()))
    fail('@alento/ui: a consumer of @alento/ui/global lacks styles/global.css');
  // The faces are files beside the stylesheet, fetched only when text uses them; a library
  // build (this consumer's too) may inline them again, so the faces are found by family.
  const faces = readFileSync(join(styles, 'fonts.css'), 'utf8');
  if (/url\(\s*["']?data:/.test(faces)) fail('@alento/ui: styles/fonts.css inlines a font file');
  for (const [, family] of faces.matchAll(/font-family:\s*([^;}]+)/g)) {
    if (!css.includes(`font-family:${family}`))
      fail(`@alento/ui: a consumer of @alento/ui/global lacks the face ${family}`);
  }
}

/** Bundles `export { Button } from '@alento/ui'` against the packed tarball. */
async function checkButtonConsumer(ui: Packed, scratch: string): Promise<void> {
  const consumer = join(scratch, 'consumer');
  const installed = join(consumer, 'node_modules', '@alento', 'ui');
  const css = await bundleConsumer(ui, consumer, "export { Button } from '@alento/ui';\n");

  const dist = join(installed, 'dist');
  const files = listFiles(dist);
  const sheets = files.filter((file) => file.endsWith('.css'));
  // A stylesheet no module imports would reach no consumer.
  const imported = new Set(files.filter((file) => file.endsWith('.js')).flatMap(relativeImports));
  for (const sheet of sheets.filter((file) => !imported.has(file))) {
    fail(`@alento/ui: no module imports ${posix.normalize(relative(dist, sheet))}`);
  }
  const expected = stylesheetsOf(join(dist, 'Button', 'Button.js'));
  const name = (file: string) => posix.normalize(relative(dist, file));
  const size = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + readFileSync(file).byteLength, 0);

  for (const sheet of sheets) {
    const taken = css.includes(readFileSync(sheet, 'utf8').trim());
    if (expected.has(sheet) && !taken) fail(`@alento/ui: a Button consumer lacks ${name(sheet)}`);
    if (!expected.has(sheet) && taken) fail(`@alento/ui: a Button consumer takes ${name(sheet)}`);
  }
  const parts = sheets.filter((file) => !name(file).startsWith('styles/'));
  console.log(
    `@alento/ui: a consumer of Button alone takes ${Buffer.byteLength(css)} bytes of CSS ` +
      `(${[...expected].map(name).join(', ')}), of ${size(parts)} bytes for every part and theme ` +
      `and ${size(sheets)} bytes with the global styles and the font faces`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'alento-packages-'));
try {
  const packed: Packed[] = [];
  for (const { dir, manifest } of publishedPackages()) {
    const missing = missingTargets(dir, manifest);
    if (missing.length > 0) {
      fail(
        `${manifest.name}: ${missing.join(', ')} missing; build first: ` +
          `turbo run build --filter=./packages/*`,
      );
      continue;
    }
    packed.push(pack(dir, manifest, scratch));
  }
  for (const each of packed) {
    await lint(each);
    console.log(`${each.name}: ${each.files.length} files packed, publint and attw checked`);
  }
  const ui = packed.find((each) => each.name === '@alento/ui');
  if (ui) {
    await checkButtonConsumer(ui, scratch);
    await checkGlobalConsumer(ui, scratch);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the packages.`);
  process.exit(1);
}
console.log('Every package packs clean.');
