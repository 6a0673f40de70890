import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { joinWords, pathName, problemLines, valueAt, wordsSchema } from '../model/data.ts';
import { languages } from '../languages.ts';
import { dataFiles } from './files.ts';
import { parsedRecord } from './markdown.ts';
import type { DataFile } from './files.ts';

/** The folder of the data files in this package. */
export const packageDataDir = fileURLToPath(new URL('../../data/', import.meta.url));

/**
 * The folder the site is built from: this package's, unless `ALENTO_CONTENT_DATA` names a copy
 * (the editor's end-to-end test edits a copy and builds the site from it).
 */
export const dataDir: string = process.env.ALENTO_CONTENT_DATA
  ? `${process.env.ALENTO_CONTENT_DATA.replace(/\/+$/, '')}/`
  : packageDataDir;

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const firstLocale: string = languages[0].locale;

/** Where a data file is, for a language (files without words are the same in every language). */
export function dataPath(file: DataFile, locale: string = firstLocale, dir = dataDir): string {
  return `${dir}${file.translated ? `${file.name}.${locale}` : file.name}.json`;
}

/** A data file's problems, each on one line a person who edits content can act on. */
export class DataFileError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'DataFileError';
    this.problems = problems;
  }
}

const shown = (path: string) => (path.startsWith(repoRoot) ? path.slice(repoRoot.length) : path);

function readJson(path: string): { json?: unknown; problems: string[] } {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return { problems: [`${shown(path)}: the file is missing`] };
  }
  try {
    return { json: JSON.parse(source), problems: [] };
  } catch (error) {
    return { problems: [`${shown(path)}: not readable as JSON (${(error as Error).message})`] };
  }
}

/**
 * A data file's record in a language: the first language's file checked against its schema, and
 * for any other language the translation's words checked and joined to it. Throws a
 * `DataFileError` naming every problem.
 */
export function readData(file: DataFile, locale: string = firstLocale, dir = dataDir): unknown {
  const result = checkDataFile(file, locale, dir);
  if (result.problems.length > 0) throw new DataFileError(result.problems);
  return result.record;
}

/**
 * A data file's record as a page reads it in a language: `readData`'s, with each Markdown field
 * parsed into its blocks (`readData` keeps the Markdown, which the translators' exchange needs).
 */
export function readRecord(file: DataFile, locale: string = firstLocale, dir = dataDir): unknown {
  return parsedRecord(file, readData(file, locale, dir));
}

export function checkDataFile(
  file: DataFile,
  locale: string = firstLocale,
  dir = dataDir,
): { record?: unknown; problems: string[] } {
  const sourcePath = dataPath(file, firstLocale, dir);
  const source = readJson(sourcePath);
  if (source.problems.length > 0) return source;
  const checked = v.safeParse(file.schema, source.json);
  if (!checked.success) return { problems: problemLines(shown(sourcePath), checked.issues) };
  if (!file.translated || locale === firstLocale) return { record: source.json, problems: [] };

  const schema = wordsSchema(file.schema);
  const path = dataPath(file, locale, dir);
  const translation = readJson(path);
  if (translation.problems.length > 0 || !schema) return translation;
  const words = v.safeParse(schema, translation.json);
  if (!words.success) {
    return {
      problems: words.issues.map((issue) => {
        const place = (issue.path ?? []).map((item) => item.key as string | number);
        if (issue.kind === 'schema' && issue.expected === 'never')
          return `${shown(path)}: ${pathName(place)}: a translation holds words only; this is the same in every language and stays in ${shown(sourcePath)}`;
        if (issue.input !== undefined || place.length === 0)
          return problemLines(shown(path), [issue])[0] ?? '';
        const english = valueAt(source.json, place);
        return `${shown(path)}: ${pathName(place)}: no translation of ${JSON.stringify(english)}`;
      }),
    };
  }
  try {
    return { record: joinWords(file.schema, source.json, translation.json), problems: [] };
  } catch (error) {
    return { problems: [`${shown(path)}: ${(error as Error).message}`] };
  }
}

/** Every problem of every data file in every language: what the build and the tests check. */
export function checkAllData(dir = dataDir): string[] {
  return dataFiles.flatMap((file) =>
    (file.translated ? languages.map((language) => language.locale) : [firstLocale]).flatMap(
      (locale) =>
        checkDataFile(file, locale, dir).problems.filter(
          // A problem of the first language's file is told once, not again for each translation.
          (problem) =>
            locale === firstLocale || !problem.startsWith(shown(dataPath(file, firstLocale, dir))),
        ),
    ),
  );
}
