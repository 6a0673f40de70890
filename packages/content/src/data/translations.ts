import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { inSchemaOrder, pathName, valueAt, wordEntries, wordsSchema } from '../model/data.ts';
import type { DataPath } from '../model/data.ts';
import { languages } from '../languages.ts';
import { dataFiles } from './files.ts';
import type { DataFile } from './files.ts';
import { dataDir, dataPath, DataFileError, readData } from './read.ts';

/**
 * What each translation was made from. Every translated string remembers the English it was
 * translated from, in `translations/<locale>.json` (by data file, then by the string's place):
 * when the English changes, the string needs review in that language, and the page keeps the
 * last reviewed translation until a translator's file brings a new one.
 */

export const translationsDir = fileURLToPath(new URL('../../translations/', import.meta.url));

/** The translated languages: every one but the first. */
export const targetLocales: readonly string[] = languages.slice(1).map((each) => each.locale);

type Sources = Record<string, Record<string, string>>;

export function sourcesPath(locale: string, dir = translationsDir): string {
  return `${dir}${locale}.json`;
}

export function readSources(locale: string, dir = translationsDir): Sources {
  try {
    return JSON.parse(readFileSync(sourcesPath(locale, dir), 'utf8')) as Sources;
  } catch {
    return {};
  }
}

/** The sources, in the data files' order, so a change shows as the lines it changed. */
export function writeSources(locale: string, sources: Sources, dir = translationsDir): void {
  const ordered: Sources = {};
  for (const file of dataFiles.filter((each) => each.translated)) {
    const entries = sources[file.name];
    if (entries) ordered[file.name] = entries;
  }
  writeFileSync(sourcesPath(locale, dir), `${JSON.stringify(ordered, null, 2)}\n`);
}

/** One string to translate: its English, its translation, and whether it needs review. */
export interface TranslationUnit {
  readonly file: DataFile;
  readonly path: DataPath;
  /** Its place in the record: `address.streetAddress`, `languages[0]`. */
  readonly place: string;
  readonly source: string;
  readonly target: string | undefined;
  /** The English the translation was made from, where it is known. */
  readonly translatedFrom: string | undefined;
  readonly needsReview: boolean;
  /** The schema of the string, for its limits. */
  readonly schema: v.GenericSchema;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every string of every data file with words, for one language. */
export function translationUnits(
  locale: string,
  options: { data?: string; translations?: string } = {},
): TranslationUnit[] {
  const sources = readSources(locale, options.translations);
  return dataFiles
    .filter((file) => file.translated)
    .flatMap((file) => {
      const english = readData(file, languages[0].locale, options.data ?? dataDir);
      const translation = readJson(dataPath(file, locale, options.data ?? dataDir));
      return wordEntries(file.schema, english).map(({ path, text, schema }) => {
        const place = pathName(path);
        const target = valueAt(translation, path);
        const translatedFrom = sources[file.name]?.[place];
        return {
          file,
          path,
          place,
          source: text,
          target: typeof target === 'string' ? target : undefined,
          translatedFrom,
          needsReview: typeof target !== 'string' || translatedFrom !== text,
          schema,
        };
      });
    });
}

/** A translation's words set at their places, checked, then written with the sources. */
export function writeTranslations(
  locale: string,
  units: readonly { file: DataFile; path: DataPath; target: string; translatedFrom?: string }[],
  options: { data?: string; translations?: string } = {},
): void {
  const dir = options.data ?? dataDir;
  const sources = readSources(locale, options.translations);
  const files = new Map<DataFile, unknown>();
  for (const unit of units) {
    const record =
      files.get(unit.file) ?? structuredClone(readJson(dataPath(unit.file, locale, dir)) ?? {});
    setAt(record, unit.path, unit.target);
    files.set(unit.file, record);
    if (unit.translatedFrom !== undefined)
      (sources[unit.file.name] ??= {})[pathName(unit.path)] = unit.translatedFrom;
  }
  // Every file is checked before any is written: a bad unit writes nothing.
  const problems = [...files].flatMap(([file, record]) => {
    const schema = wordsSchema(file.schema);
    const result = schema && v.safeParse(schema, record);
    return result && !result.success
      ? result.issues.map(
          (issue) =>
            `${file.name}.${locale}: ${pathName((issue.path ?? []).map((item) => item.key as string | number))}: ${issue.message}`,
        )
      : [];
  });
  if (problems.length > 0) throw new DataFileError(problems);
  for (const [file, record] of files) {
    const schema = wordsSchema(file.schema);
    if (!schema) continue;
    const text = `${JSON.stringify(inSchemaOrder(schema, record), null, 2)}\n`;
    writeFileSync(dataPath(file, locale, dir), text);
  }
  writeSources(locale, sources, options.translations);
}

function setAt(record: unknown, path: DataPath, value: string): void {
  let node = record as Record<string | number, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}
