import { DOMParser } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';
import * as v from 'valibot';
import type { DataPath } from '../model/data.ts';
import { languages } from '../languages.ts';
import { dataFiles } from './files.ts';
import { DataFileError } from './read.ts';
import { targetLocales, translationUnits, writeTranslations } from './translations.ts';
import type { TranslationUnit } from './translations.ts';

/**
 * The translators' exchange: XLIFF 2.0, the standard file of translation tools. One `<file>` for
 * each data file with words, one `<unit>` for each string, with the English source, the current
 * translation, notes on where the string appears and how long it may be, and each placeholder
 * (`{year}`) as a `<ph>` element, so a tool keeps it whole and a translator can move it.
 */

const namespace = 'urn:oasis:names:tc:xliff:document:2.0';

/**
 * A placeholder of a sentence: `{year}`, `{name}`; not the words of a plural's form, which may be
 * one word too (`{count, plural, other {Stations}}`), and which the translator translates.
 */
const placeholder = /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{[A-Za-z][\w]*\}/g;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** XLIFF ids are name tokens: `site/site` → `site.site`, `languages[0]` → `languages.0`. */
const idOf = (name: string) => name.replaceAll('/', '.').replace(/\[(\d+)\]/g, '.$1');

/** Text with each placeholder as a `<ph>`, whose id is the placeholder's name (`year`, `year-2`). */
function inlineXml(text: string): string {
  const seen = new Map<string, number>();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    const name = match[0].slice(1, -1);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    const id = count === 1 ? name : `${name}-${count}`;
    out += escapeText(text.slice(last, match.index));
    out += `<ph id="${escapeAttribute(id)}" equiv="${escapeAttribute(match[0])}" disp="${escapeAttribute(match[0])}"/>`;
    last = match.index + match[0].length;
  }
  return out + escapeText(text.slice(last));
}

/** The titles of the fields along a string's place: "Postal address › Street or estate". */
function labelsAlong(schema: v.GenericSchema, path: DataPath): string {
  const labels: string[] = [];
  let node = schema as v.GenericSchema & {
    entries?: Record<string, v.GenericSchema>;
    item?: v.GenericSchema;
    items?: readonly v.GenericSchema[];
    wrapped?: v.GenericSchema;
  };
  for (const key of path) {
    while (node.wrapped) node = node.wrapped as typeof node;
    const next: v.GenericSchema | undefined =
      typeof key === 'number' ? (node.item ?? node.items?.[key]) : node.entries?.[key];
    if (!next) break;
    node = next as typeof node;
    const title = v.getTitle(node as v.SchemaWithPipe<[v.GenericSchema]>);
    labels.push(typeof key === 'number' ? `${key + 1}` : (title ?? key));
  }
  return labels.join(' › ');
}

const maxLengthOf = (schema: v.GenericSchema): number | undefined => {
  const pipe = (schema as { pipe?: readonly { type: string; requirement?: unknown }[] }).pipe;
  const found = pipe?.find((action) => action.type === 'max_length')?.requirement;
  return typeof found === 'number' ? found : undefined;
};

function unitXml(unit: TranslationUnit): string {
  const notes = [
    `<note category="location">${escapeText(`${unit.file.label} › ${labelsAlong(unit.file.schema, unit.path)}`)}</note>`,
    `<note category="context">${escapeText(unit.file.description)}</note>`,
  ];
  const hint = v.getDescription(unit.schema as v.SchemaWithPipe<[v.GenericSchema]>);
  if (hint) notes.push(`<note category="hint">${escapeText(hint)}</note>`);
  const max = maxLengthOf(unit.schema);
  if (max !== undefined) notes.push(`<note category="length">At most ${max} characters.</note>`);
  if (unit.needsReview && unit.translatedFrom !== undefined)
    notes.push(
      `<note category="review">The English changed. It was: ${escapeText(unit.translatedFrom)}</note>`,
    );
  const state = unit.needsReview ? 'initial' : 'translated';
  const target = unit.target === undefined ? '' : `<target>${inlineXml(unit.target)}</target>`;
  return [
    `    <unit id="${escapeAttribute(idOf(unit.place))}" name="${escapeAttribute(unit.place)}">`,
    `      <notes>`,
    ...notes.map((note) => `        ${note}`),
    `      </notes>`,
    `      <segment state="${state}">`,
    `        <source>${inlineXml(unit.source)}</source>`,
    ...(target ? [`        ${target}`] : []),
    `      </segment>`,
    `    </unit>`,
  ].join('\n');
}

export interface ExportOptions {
  /** Only the strings that need a translator: new, or whose English changed. */
  changedOnly?: boolean;
  data?: string;
  translations?: string;
}

/** The XLIFF 2.0 file for a language. */
export function exportXliff(locale: string, options: ExportOptions = {}): string {
  if (!targetLocales.includes(locale))
    throw new Error(`No translation into "${locale}": use one of ${targetLocales.join(', ')}`);
  const units = translationUnits(locale, options).filter(
    (unit) => !options.changedOnly || unit.needsReview,
  );
  const files = dataFiles
    .filter((file) => units.some((unit) => unit.file === file))
    .map((file) =>
      [
        `  <file id="${escapeAttribute(idOf(file.name))}" original="${escapeAttribute(file.name)}">`,
        ...units.filter((unit) => unit.file === file).map(unitXml),
        `  </file>`,
      ].join('\n'),
    );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xliff xmlns="${namespace}" version="2.0" srcLang="${languages[0].locale}" trgLang="${locale}">`,
    ...files,
    `</xliff>`,
    '',
  ].join('\n');
}

/** The text of a source or target, its `<ph>` elements written back as `{placeholder}`. */
function inlineText(element: Element, placeholders: Map<string, string>, where: string): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      text += node.nodeValue ?? '';
    } else if (node.nodeType === node.ELEMENT_NODE && (node as Element).localName === 'ph') {
      const id = (node as Element).getAttribute('id') ?? '';
      const value = placeholders.get(id);
      if (value === undefined)
        throw new DataFileError([`${where}: the placeholder "${id}" is not in the English`]);
      text += value;
    } else if (node.nodeType === node.ELEMENT_NODE) {
      throw new DataFileError([
        `${where}: <${(node as Element).localName}> is not expected in a translation; keep text and <ph/> only`,
      ]);
    }
  }
  return text;
}

const countOf = (text: string) => {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(placeholder))
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  return counts;
};

/**
 * Reads a translator's XLIFF 2.0 file and writes its translations into the language's data
 * files, each remembering the English it was translated from. Everything is checked first: a
 * unit that is unknown, loses or adds a placeholder, or breaks a field's rule refuses the whole
 * file with a message for each problem, and nothing is written. Returns the units written.
 */
export function importXliff(
  xml: string,
  options: { data?: string; translations?: string } = {},
): { locale: string; written: number; reviewed: number } {
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(`not a readable XLIFF file: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (problems.length > 0 || !root) throw new DataFileError(problems);
  if (root.localName !== 'xliff' || root.getAttribute('version') !== '2.0')
    throw new DataFileError(['not an XLIFF 2.0 file (<xliff version="2.0">)']);
  const locale = root.getAttribute('trgLang') ?? '';
  if (!targetLocales.includes(locale))
    throw new DataFileError([
      `trgLang="${locale}" is not a language of the site (${targetLocales.join(', ')})`,
    ]);

  const known = new Map(
    translationUnits(locale, options).map((u) => [`${u.file.name}:${u.place}`, u]),
  );
  const updates: {
    file: TranslationUnit['file'];
    path: DataPath;
    target: string;
    translatedFrom?: string;
  }[] = [];
  let reviewed = 0;
  for (const fileElement of Array.from(root.getElementsByTagNameNS(namespace, 'file'))) {
    const fileName = fileElement.getAttribute('original') ?? '';
    for (const unitElement of Array.from(fileElement.getElementsByTagNameNS(namespace, 'unit'))) {
      const place = unitElement.getAttribute('name') ?? '';
      const where = `${fileName} ${place} (${locale})`;
      const unit = known.get(`${fileName}:${place}`);
      if (!unit) {
        problems.push(`${where}: no such string in the site's content`);
        continue;
      }
      const segment = unitElement.getElementsByTagNameNS(namespace, 'segment')[0];
      const source = segment?.getElementsByTagNameNS(namespace, 'source')[0];
      const target = segment?.getElementsByTagNameNS(namespace, 'target')[0];
      if (!segment || !source) {
        problems.push(`${where}: the unit has no <segment> with a <source>`);
        continue;
      }
      if (!target) continue;
      try {
        const placeholders = new Map(
          Array.from(source.getElementsByTagNameNS(namespace, 'ph')).map((ph) => [
            ph.getAttribute('id') ?? '',
            ph.getAttribute('equiv') ?? '',
          ]),
        );
        const sourceText = inlineText(source, placeholders, where);
        const targetText = inlineText(target, placeholders, where);
        const wanted = countOf(sourceText);
        const given = countOf(targetText);
        for (const [name, count] of wanted)
          if ((given.get(name) ?? 0) < count)
            problems.push(`${where}: the translation misses the placeholder ${name}`);
        for (const [name, count] of given)
          if ((wanted.get(name) ?? 0) < count)
            problems.push(
              `${where}: the translation has a placeholder the English has not: ${name}`,
            );
        const state = segment.getAttribute('state') ?? 'initial';
        const done = state !== 'initial';
        if (done && sourceText !== unit.translatedFrom) reviewed += 1;
        updates.push({
          file: unit.file,
          path: unit.path,
          target: targetText,
          ...(done ? { translatedFrom: sourceText } : {}),
        });
      } catch (error) {
        if (error instanceof DataFileError) problems.push(...error.problems);
        else throw error;
      }
    }
  }
  if (problems.length > 0) throw new DataFileError(problems);
  writeTranslations(locale, updates, options);
  return { locale, written: updates.length, reviewed };
}
