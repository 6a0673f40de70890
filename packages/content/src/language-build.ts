import { readdirSync } from 'node:fs';
import { vi } from 'vitest';
import { dataFiles } from './data/files.ts';
import { hasProse } from './data/markdown.ts';
import { dataPath, readRecord } from './data/read.ts';
import { languages } from './languages.ts';

/**
 * For tests: imports a module of this package as a build in a language reads it. Every module with
 * a twin in the language imports as the twin, and every data file with words as its record in the
 * language, as the site's build swaps them (`apps/web/language/plugin.ts`).
 */

const srcDir = new URL('.', import.meta.url);
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
const twinSuffix = new RegExp(`\\.(${languages.map((l) => l.locale).join('|')})\\.ts$`);

/** From here on, modules import as they do in the language's build. */
export function buildIn(locale: string): void {
  vi.resetModules();
  // Undo another language's build first, so a test can come back to the first language.
  for (const twin of files.filter((file) => twinSuffix.test(file)))
    vi.doUnmock(new URL(twin.replace(twinSuffix, '.ts'), srcDir).pathname);
  for (const file of dataFiles) vi.doUnmock(dataPath(file));
  for (const twin of files.filter((file) => file.endsWith(`.${locale}.ts`))) {
    const original = new URL(twin.replace(`.${locale}.ts`, '.ts'), srcDir).pathname;
    vi.doMock(original, () => import(new URL(twin, srcDir).pathname));
  }
  // The first language's files are read as they are, except those with Markdown, which the
  // build hands the pages parsed.
  const english = locale === languages[0].locale;
  for (const file of dataFiles.filter((each) => each.translated || hasProse(each.schema)))
    if (!english || hasProse(file.schema))
      vi.doMock(dataPath(file), () => ({ default: readRecord(file, locale) }));
}

/** A module as the build in a language reads it. */
export async function inLanguage<T>(locale: string, load: () => Promise<T>): Promise<T> {
  buildIn(locale);
  return load();
}
