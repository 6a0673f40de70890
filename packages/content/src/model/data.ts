import * as v from 'valibot';

/**
 * Content kept as data files, one record a file in each language: the first language's file holds
 * the whole record (its figures, ids and links, and its words), every other language's file holds
 * the words only, in the same shape. A record's schema says which of its fields are words, so the
 * same schema checks every file, joins a translation to the record, and lists what a translator
 * translates.
 */

type AnySchema = v.GenericSchema & {
  readonly type: string;
  readonly entries?: Record<string, AnySchema>;
  readonly item?: AnySchema;
  readonly items?: readonly AnySchema[];
  readonly wrapped?: AnySchema;
};

/** Marks a field as words: translated in every language; anything else is the same in all. */
export function words<const Schema extends v.GenericSchema>(schema: Schema) {
  return v.pipe(schema, v.metadata({ words: true }));
}

/** Whether a field is words (marked with `words`). */
export function isWords(schema: v.GenericSchema): boolean {
  return (
    (v.getMetadata(schema as v.SchemaWithPipe<[v.GenericSchema]>) as { words?: boolean }).words ===
    true
  );
}

const objectTypes = new Set(['object', 'loose_object', 'strict_object']);

/**
 * The schema of a translation file: the record's words alone, each one required, and nothing
 * else (a field that is no longer words, or no longer exists, is named). Undefined when the
 * record has no words.
 */
export function wordsSchema(schema: v.GenericSchema): v.GenericSchema | undefined {
  const node = schema as AnySchema;
  if (isWords(node)) return node;
  if (objectTypes.has(node.type) && node.entries) {
    const entries = Object.fromEntries(
      Object.entries(node.entries)
        .map(([key, entry]) => [key, wordsSchema(entry)] as const)
        .filter((pair): pair is readonly [string, v.GenericSchema] => pair[1] !== undefined),
    );
    return Object.keys(entries).length > 0 ? v.strictObject(entries) : undefined;
  }
  if (node.type === 'array' && node.item) {
    const item = wordsSchema(node.item);
    return item && v.array(item);
  }
  if (node.type === 'tuple' && node.items) {
    const items = node.items.map((item) => wordsSchema(item));
    if (items.every((item) => item === undefined)) return undefined;
    return v.tuple(items.map((item) => item ?? v.strictObject({})));
  }
  if ((node.type === 'optional' || node.type === 'exact_optional') && node.wrapped) {
    const wrapped = wordsSchema(node.wrapped);
    return wrapped && v.optional(wrapped);
  }
  return undefined;
}

/** A place in a record, as a translator and an error message name it: `social[0].handle`. */
export type DataPath = readonly (string | number)[];

export function pathName(path: DataPath): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');
}

/** The value at a place in a record, or undefined where the record has none. */
export function valueAt(record: unknown, path: DataPath): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    record,
  );
}

/**
 * The record in another language: the first language's record with the translation's words in
 * place of its own. A list must keep the first language's length, item for item.
 */
export function joinWords<T>(schema: v.GenericSchema, record: T, translation: unknown): T {
  return join(schema as AnySchema, record, translation, []) as T;
}

function join(schema: AnySchema, record: unknown, translation: unknown, path: DataPath): unknown {
  if (isWords(schema)) return translation === undefined ? record : translation;
  if (translation === undefined || record === undefined || record === null) return record;
  if (objectTypes.has(schema.type) && schema.entries) {
    const source = record as Record<string, unknown>;
    const words = translation as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(source).map(([key, value]) => {
        const entry = schema.entries?.[key];
        return [key, entry ? join(entry, value, words[key], [...path, key]) : value];
      }),
    );
  }
  const list = schema.type === 'array' || schema.type === 'tuple';
  if (list && Array.isArray(record) && Array.isArray(translation)) {
    if (translation.length !== record.length)
      throw new Error(
        `${pathName(path)}: the translation lists ${translation.length} where the record lists ${record.length}`,
      );
    return record.map((item: unknown, index) => {
      const itemSchema = schema.type === 'array' ? schema.item : schema.items?.[index];
      return itemSchema ? join(itemSchema, item, translation[index], [...path, index]) : item;
    });
  }
  if ((schema.type === 'optional' || schema.type === 'exact_optional') && schema.wrapped)
    return join(schema.wrapped, record, translation, path);
  return record;
}

/**
 * A record with its fields in its schema's order, at every depth (fields the schema does not name
 * keep their place after): the order the data files are kept in, which the editor writes too.
 */
export function inSchemaOrder<T>(schema: v.GenericSchema, record: T): T {
  return order(schema as AnySchema, record) as T;
}

function order(schema: AnySchema, record: unknown): unknown {
  if ((schema.type === 'optional' || schema.type === 'exact_optional') && schema.wrapped)
    return order(schema.wrapped, record);
  if (Array.isArray(record)) {
    return record.map((item: unknown, index) => {
      const itemSchema = schema.type === 'array' ? schema.item : schema.items?.[index];
      return itemSchema ? order(itemSchema, item) : item;
    });
  }
  if (!objectTypes.has(schema.type) || !schema.entries || !record || typeof record !== 'object')
    return record;
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries))
    if (key in source) out[key] = order(entry, source[key]);
  for (const [key, value] of Object.entries(source)) if (!(key in out)) out[key] = value;
  return out;
}

/** A record's words alone, in the shape of its translation files. */
export function pickWords(schema: v.GenericSchema, record: unknown): unknown {
  return pick(schema as AnySchema, record);
}

function pick(schema: AnySchema, record: unknown): unknown {
  if (isWords(schema)) return record;
  if (record === undefined || record === null) return undefined;
  if (objectTypes.has(schema.type) && schema.entries) {
    const source = record as Record<string, unknown>;
    const entries = Object.entries(schema.entries)
      .map(([key, entry]) => [key, pick(entry, source[key])] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if ((schema.type === 'array' || schema.type === 'tuple') && Array.isArray(record)) {
    const items = record.map((item: unknown, index) =>
      pick((schema.type === 'array' ? schema.item : schema.items?.[index]) as AnySchema, item),
    );
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? {}) : undefined;
  }
  if ((schema.type === 'optional' || schema.type === 'exact_optional') && schema.wrapped)
    return pick(schema.wrapped, record);
  return undefined;
}

/** Every string of a record's words with its place: what a translator is given to translate. */
export function wordEntries(
  schema: v.GenericSchema,
  record: unknown,
): { path: DataPath; text: string; schema: v.GenericSchema }[] {
  const out: { path: DataPath; text: string; schema: v.GenericSchema }[] = [];
  collect(schema as AnySchema, record, [], out, false);
  return out;
}

function collect(
  schema: AnySchema,
  record: unknown,
  path: DataPath,
  out: { path: DataPath; text: string; schema: v.GenericSchema }[],
  inWords: boolean,
) {
  if ((schema.type === 'optional' || schema.type === 'exact_optional') && schema.wrapped) {
    collect(schema.wrapped, record, path, out, inWords);
    return;
  }
  const words = inWords || isWords(schema);
  if (typeof record === 'string') {
    if (words) out.push({ path, text: record, schema });
    return;
  }
  if (record === undefined || record === null || typeof record !== 'object') return;
  if (objectTypes.has(schema.type) && schema.entries) {
    for (const [key, entry] of Object.entries(schema.entries))
      collect(entry, (record as Record<string, unknown>)[key], [...path, key], out, words);
  } else if ((schema.type === 'array' || schema.type === 'tuple') && Array.isArray(record)) {
    record.forEach((item: unknown, index) => {
      const itemSchema = schema.type === 'array' ? schema.item : schema.items?.[index];
      if (itemSchema) collect(itemSchema, item, [...path, index], out, words);
    });
  }
}

/**
 * One line for each problem in a data file, for a person who edits content rather than code:
 * the file, the field, what was expected and what was found.
 */
export function problemLines(file: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const where = path.length > 0 ? pathName(path) : 'the file';
    if (issue.kind === 'schema' && issue.expected === 'never')
      return `${file}: ${where}: no such field here`;
    const found = issue.input === undefined ? 'nothing' : describe(issue.input);
    // A schema's own message speaks to the editor; valibot's default one ("Invalid type: …")
    // is replaced by what was expected, in plain words.
    const expected =
      issue.message.startsWith('Invalid ') && issue.expected
        ? `expected ${plainExpected(issue.expected)}`
        : issue.message;
    // A message that already says what it found (a heading in Markdown) stands alone.
    if (/, found /.test(expected)) return `${file}: ${where}: ${expected}`;
    return `${file}: ${where}: ${expected}, found ${found}`;
  });
}

function plainExpected(expected: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    Object: 'a group of fields',
    Array: 'a list',
  };
  return expected
    .split(' | ')
    .map((each) => names[each] ?? each)
    .join(' or ');
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value === '' ? 'empty text' : JSON.stringify(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}
