/**
 * Vite plugin: builds the site in one language. Every module that has a twin in that language
 * beside it (`pages/spa.pt-PT.ts` beside `pages/spa.ts`) is swapped for the twin wherever it is
 * imported, so the pages, their JavaScript and their prerendered HTML hold only that language's
 * words. English modules have no suffix; an English build swaps nothing.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { languageOf, languages } from '@alento/content';

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
