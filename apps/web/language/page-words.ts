/**
 * Vite plugin: serves `virtual:alento-page-words/<path>` (`virtual:alento-page-words/booking/spa`),
 * the heading, title and description of one page of the route table in the build's language,
 * as strings. A route module imports its own page's words from it, so a page's scripts carry
 * its own words and no other page's: the route table's words (`route-words.ts`, with the
 * language's data files) are read here, at build time, and reach the browser one page at a time.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import type { OwnPath, PageWords } from '@alento/content';
import { contentData, languageTwins } from './plugin.ts';

const virtualPrefix = 'virtual:alento-page-words/';
const resolvedPrefix = `\0${virtualPrefix}`;

/**
 * The route table's words: `route-words.ts`, which every language's build reads with its own
 * words (`data/page-titles/`).
 */
const routeWordsFile = fileURLToPath(
  new URL('../../../packages/content/src/route-words.ts', import.meta.url),
);

/** The module's code: the page's words, read once (a description may be a getter). */
function pageWordsCode(words: PageWords): string {
  const { heading, title, description } = words;
  return `export default ${JSON.stringify({ heading, title, description })};\n`;
}

/**
 * The route table's words of a language, read through Vite with the language's twins and data
 * files, as a build in that language reads every module (the descriptions' figures are written
 * with the language's words, `figure-words.ts` reading its data file; Node alone would read the
 * English words).
 */
export async function readRouteWords(locale: string, file = routeWordsFile) {
  const { module } = await runnerImport<{ routeWords: Readonly<Record<OwnPath, PageWords>> }>(
    file,
    {
      configFile: false,
      logLevel: 'silent',
      plugins: [languageTwins(locale), contentData(locale)],
    },
  );
  return module.routeWords;
}

export function pageWords(locale: string): Plugin {
  const file = routeWordsFile;
  let routeWords: ReturnType<typeof readRouteWords> | undefined;
  return {
    name: 'alento-page-words',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : null;
    },
    watchChange() {
      // The dev server reads the words again after any change to the content's modules.
      routeWords = undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const path = `/${id.slice(resolvedPrefix.length)}`;
      this.addWatchFile(file);
      const words = (await (routeWords ??= readRouteWords(locale, file)))[path as OwnPath] as
        PageWords | undefined;
      if (!words) throw new Error(`"${path}" is no page of its own in the route table (${id})`);
      return pageWordsCode(words);
    },
  };
}
