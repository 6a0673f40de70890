/**
 * Vite plugin: builds the site in one language. Every module that has a twin in that language
 * beside it (`pages/spa.pt-PT.ts` beside `pages/spa.ts`) is swapped for the twin wherever it is
 * imported, so the pages, their JavaScript and their prerendered HTML hold only that language's
 * words. English modules have no suffix; an English build swaps nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { languageOf, languages } from '@alento/content';
import {
  checkAllData,
  dataDir,
  dataFiles,
  dataPath,
  hasProse,
  packageDataDir,
  readRecord,
} from '@alento/content/data';

/** The build's locale, from ALENTO_LOCALE; English when unset. */
export function buildLocale(env = process.env): string {
  return languageOf(env.ALENTO_LOCALE ?? languages[0].locale).locale;
}

const twinSuffix = new RegExp(`\\.(${languages.map((l) => l.locale).join('|')})\\.tsx?$`);

export function languageTwins(locale: string): Plugin {
  const english = locale === languages[0].locale;
  return {
    name: 'alento-language-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (english || !importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query = ''] = resolved.id.split(/(?=\?)/);
      if (file.includes('/node_modules/') || twinSuffix.test(file)) return resolved;
      const twin = file.replace(/\.(tsx?)$/, `.${locale}.$1`);
      if (twin === file || importer.split('?')[0] === twin || !existsSync(twin)) return resolved;
      return { ...resolved, id: `${twin}${query}` };
    },
  };
}

/**
 * Vite plugin: the content's data files in the build's language. A module imports a record's
 * first-language file (`data/site/site.en-GB.json`); in another language's build that import
 * loads the record with the language's words joined in (`site.pt-PT.json`), so a page holds one
 * language's words; a record's Markdown fields arrive parsed into blocks, in every language. The
 * files come from `ALENTO_CONTENT_DATA` when it names a copy of the folder.
 * Every data file is checked when the build starts, in every language: a broken file or a missing
 * translation stops the build with one line for each problem.
 */
export function contentData(locale: string): Plugin {
  const first = languages[0].locale;
  return {
    name: 'alento-content-data',
    enforce: 'pre',
    buildStart() {
      const problems = checkAllData();
      if (problems.length > 0)
        this.error(`The content's data files need mending:\n${problems.join('\n')}`);
    },
    load(id) {
      const path = id.split('?')[0] ?? '';
      if (!path.startsWith(packageDataDir) || !path.endsWith('.json')) return null;
      const name = path.slice(packageDataDir.length, -'.json'.length);
      const data = dataFiles.find((file) => file.name === name || `${file.name}.${first}` === name);
      if (!data) return null;
      for (const each of languages) this.addWatchFile(dataPath(data, each.locale));
      // A record with Markdown is served parsed in every language, English included, so the
      // pages get its blocks and the parser stays here, at build time.
      if ((data.translated && locale !== first) || hasProse(data.schema))
        return JSON.stringify(readRecord(data, locale));
      return dataDir === packageDataDir ? null : readFileSync(dataPath(data), 'utf8');
    },
  };
}
