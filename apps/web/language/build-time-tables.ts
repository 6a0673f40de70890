/**
 * Vite plugin: a content module that computes a table from many records (the circuit planner's
 * stations: names from the floor plan, kinds from the spa page, times from the safety guidance)
 * is evaluated at build time, in the build's language, and reaches the page as the table alone:
 * the records it reads stay out of the page's scripts. The dev server runs the module itself,
 * which gives the same values.
 */
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import { contentData, languageTwins } from './plugin.ts';

/** The modules served as tables; each exports data only (a test checks it). */
export const tableModules: readonly string[] = [
  fileURLToPath(new URL('../../../packages/content/src/circuit-stations.ts', import.meta.url)),
];

/** A module's exports, read through Vite with the language's twins and data files. */
export async function readTableModule(
  file: string,
  locale: string,
): Promise<Record<string, unknown>> {
  const { module } = await runnerImport<Record<string, unknown>>(file, {
    configFile: false,
    logLevel: 'silent',
    plugins: [languageTwins(locale), contentData(locale)],
  });
  return module;
}

/**
 * The table's source: each export as a literal. An export that JSON cannot hold unchanged (a
 * function, a class, `undefined`, a date) stops the build naming it, since the page would get
 * something other than what the module computed.
 */
export function tableModuleCode(exports: Record<string, unknown>, file: string): string {
  return Object.entries(exports)
    .filter(([name]) => name !== 'default' || exports.default !== undefined)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
        throw new Error(
          `${file} exports "${name}", which is not plain data: a module served as a build-time table exports tables only`,
        );
      return name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`;
    })
    .join('\n')
    .concat('\n');
}

export function buildTimeTables(locale: string, files = tableModules): Plugin {
  const tables = new Map<string, Promise<string>>();
  return {
    name: 'alento-build-time-tables',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (!files.includes(file)) return null;
      let code = tables.get(file);
      if (!code) {
        code = readTableModule(file, locale).then((exports) => tableModuleCode(exports, file));
        tables.set(file, code);
      }
      return code;
    },
  };
}
