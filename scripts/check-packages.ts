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
 * exactly the stylesheets of the modules `Button` is built from, none of the other parts'.
 *
 * Exits non-zero on any problem.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { build } from 'vite';

interface Manifest {
  name: string;
  private?: boolean;
  publishConfig?: { exports?: Record<string, string | Record<string, string>> };
}

interface Packed {
  name: string;
  dir: string;
  tarball: string;
  files: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const problems: string[] = [];
const fail = (message: string) => {
  problems.push(message);
  console.error(`✗ ${message}`);
};

function publishedPackages(): { dir: string; manifest: Manifest }[] {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** The published entry points' files, which must exist before packing means anything. */
function missingTargets(dir: string, manifest: Manifest): string[] {
  const targets = Object.values(manifest.publishConfig?.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  // A pattern's target (`./media/*`) needs its folder.
  return targets.filter((target) => !existsSync(join(dir, target.split('*')[0] ?? target)));
}

function pack(dir: string, manifest: Manifest, destination: string): Packed {
  const output = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: dir,
    encoding: 'utf8',
  });
  // pnpm prints the JSON report after any lifecycle output.
  const report = JSON.parse(output.slice(output.indexOf('{'))) as {
    filename: string;
    files: { path: string }[];
  };
  return {
    name: manifest.name,
    dir,
    tarball: report.filename,
    files: report.files.map((file) => file.path),
  };
}

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

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Bundles `export { Button } from '@alento/ui'` against the packed tarball. */
async function checkButtonConsumer(ui: Packed, scratch: string): Promise<void> {
  const consumer = join(scratch, 'consumer');
  const installed = join(consumer, 'node_modules', '@alento', 'ui');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', ui.tarball, '-C', installed, '--strip-components=1']);
  writeFileSync(join(consumer, 'button-only.js'), "export { Button } from '@alento/ui';\n");

  await build({
    configFile: false,
    root: consumer,
    logLevel: 'silent',
    build: {
      outDir: join(consumer, 'dist'),
      minify: false,
      cssMinify: false,
      lib: { entry: join(consumer, 'button-only.js'), formats: ['es'], cssFileName: 'style' },
      rolldownOptions: {
        // The package's own dependencies are not what is measured.
        external: (id) => !/^(?:\.|\/|@alento\/ui(?:\/|$))/.test(id),
      },
    },
  });

  const dist = join(installed, 'dist');
  const files = listFiles(dist);
  const sheets = files.filter((file) => file.endsWith('.css'));
  // A stylesheet no module imports would reach no consumer.
  const imported = new Set(files.filter((file) => file.endsWith('.js')).flatMap(relativeImports));
  for (const sheet of sheets.filter((file) => !imported.has(file))) {
    fail(`@alento/ui: no module imports ${posix.normalize(relative(dist, sheet))}`);
  }
  // No stylesheet at all when the package's modules import none.
  const bundled = join(consumer, 'dist', 'style.css');
  const css = existsSync(bundled) ? readFileSync(bundled, 'utf8') : '';
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
      `and ${size(sheets)} bytes with the global styles and their inlined fonts`,
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
  if (ui) await checkButtonConsumer(ui, scratch);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the packages.`);
  process.exit(1);
}
console.log('Every package packs clean.');
