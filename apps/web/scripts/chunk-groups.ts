/**
 * How the browser's modules are grouped into files.
 *
 * Left to itself, the bundler gives every set of routes that shares a module a file of its own.
 * The root route and the client entry run on every page, so everything they import statically
 * is fetched by every page anyway; but a module the root shares with some routes (the button,
 * the hero, the site's words) got a file per combination, and every page fetched many small
 * files that it always needs together. Each is a request, a module to instantiate and a gzip
 * stream of its own, which compresses worse than one longer text.
 *
 * So what every page runs goes into two files: the libraries (`vendor`, the same file in every
 * language, so a guest who changes language keeps it cached) and the site's own code with the
 * words it shows on every page (`site`, one per language). Modules only some routes use are left
 * to the bundler, so no page fetches another page's code. What it saved is in
 * docs/performance.md's log (2026-11-28).
 */
import { dirname, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** The modules that run first on every page: React Router's client entry and its root route. */
const everyPageEntry = (id: string) => /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/.test(id);

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
const fromClause = String.raw`\bfrom\s*["'][^"']*["']\s*;?`;

/** A module that only passes on other modules' exports, like a package's index. */
function isBarrel(info: ModuleInfo): boolean {
  if (info.code === null) return false;
  const code = withoutComments(info.code);
  const passesOn = new RegExp(String.raw`\bexport\b[^;]*?${fromClause}`);
  const statements = new RegExp(String.raw`\b(?:import|export)\b[^;]*?${fromClause}`, 'g');
  return passesOn.test(code) && code.replace(statements, '').trim() === '';
}

/**
 * The names a module imports from `barrel`, or `'*'` for a namespace import of it. A relative
 * specifier is resolved against the importer; a package's name could be the barrel, so it counts.
 */
function importedNames(info: ModuleInfo, barrel: string): Set<string> | '*' {
  const code = withoutComments(info.code ?? '');
  const names = new Set<string>();
  const clauses = new RegExp(
    String.raw`\bimport\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+\w+)?\s*\bfrom\s*["']([^"']*)["']`,
    'g',
  );
  for (const [clause, defaultName, list, specifier = ''] of code.matchAll(clauses)) {
    const relative = specifier.startsWith('.');
    if (relative && resolve(dirname(info.id), specifier) !== barrel.replace(/\?.*$/, '')) continue;
    if (/\*\s*as\b/.test(clause)) return '*';
    if (defaultName) names.add('default');
    for (const item of (list ?? '').split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/** What a barrel calls the names it re-exports: `export { a as b }` adds `b` to `a`. */
function renamed(barrel: ModuleInfo, names: ReadonlySet<string>): Set<string> {
  const all = new Set(names);
  const code = withoutComments(barrel.code ?? '');
  for (const [, list = ''] of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const [from, to] = item.trim().split(/\s+as\s+/);
      if (from && to && names.has(from)) all.add(to);
    }
  }
  return all;
}

/**
 * Whether every page runs this module: whether a chain of static imports leads to it from the
 * client entry or the root route. A module only reached through a dynamic `import()` (a block
 * drawn later, a lazily loaded part) is not, and neither is one that a package's index merely
 * passes on: it counts only where a module asks that index for one of its exports (the root
 * imports a few parts from `@alento/ui`, not all of them).
 */
export function runsOnEveryPage(id: string, context: ChunkingContext): boolean {
  const info = (moduleId: string) => context.getModuleInfo(moduleId);
  const seen = new Set<string>();
  // Each step: a module that uses the one asked about, or a barrel that passes on these names.
  const queue: { id: string; names?: Set<string> }[] = [{ id }];
  while (queue.length > 0) {
    const { id: current, names } = queue.pop()!;
    const key = names ? `${current} ${[...names].join()}` : current;
    if (seen.has(key)) continue;
    seen.add(key);
    const module = info(current);
    if (!module) continue;
    for (const importer of module.importers) {
      const importerInfo = info(importer);
      if (!importerInfo) continue;
      const asked = names ?? new Set(module.exports);
      if (isBarrel(importerInfo)) {
        queue.push({ id: importer, names: renamed(importerInfo, asked) });
        continue;
      }
      if (names) {
        const wanted = importedNames(importerInfo, current);
        if (wanted !== '*' && ![...names].some((name) => wanted.has(name))) continue;
      }
      if (everyPageEntry(importer)) return true;
      queue.push({ id: importer });
    }
  }
  return false;
}

const library = /[\\/]node_modules[\\/]/;
/**
 * The content package's records are left out of the walk: a record's module imports others for
 * exports a page may never read, which the bundler drops and the walk cannot tell, so with them
 * the walk put the FAQ's and the spa's words in every page's file. The
 * words the site's own code does run still come into its file with that code, as its
 * dependencies.
 */
const contentRecords = /[\\/]packages[\\/]content[\\/]/;

/** The file a module goes into, or `null` to leave it to the bundler's own splitting. */
const everyPage =
  (file: string) =>
  (id: string, context: ChunkingContext): string | null =>
    // The entry and the root stay files of their own: React Router's manifest names them.
    everyPageEntry(id) || !runsOnEveryPage(id, context) ? null : file;

/** `output.codeSplitting` for the browser's build. */
export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [
    // First, so the site's file does not take in the libraries it imports.
    { name: everyPage('vendor'), test: library, priority: 2 },
    {
      name: everyPage('site'),
      test: (id) => !library.test(id) && !contentRecords.test(id),
      priority: 1,
    },
  ],
};
