import * as v from 'valibot';

/**
 * Checks a property's records against a schema of this package and returns them, typed (the
 * record schemas keep fields they do not name, so a property's own additions pass through); on the
 * first record that does not fit, throws an error that names the record (by its `id` or `key`,
 * else its place in the list) and every field that is wrong, so a build stops on a typo with a
 * message a content editor can act on.
 */
export function parseRecords<TSchema extends v.GenericSchema>(
  schema: TSchema,
  records: readonly unknown[],
  what = 'record',
): v.InferOutput<TSchema>[] {
  return records.map((record, index) => {
    const result = v.safeParse(schema, record);
    if (result.success) return result.output;
    const name =
      record && typeof record === 'object' && ('id' in record || 'key' in record)
        ? String(
            (record as { id?: unknown; key?: unknown }).id ?? (record as { key?: unknown }).key,
          )
        : `#${index + 1}`;
    const problems = result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    });
    throw new Error(`${what} ${name} is not valid:\n- ${problems.join('\n- ')}`);
  });
}

/** `parseRecords` for one record. */
export function parseRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  record: unknown,
  what = 'record',
): v.InferOutput<TSchema> {
  const [parsed] = parseRecords(schema, [record], what);
  return parsed as v.InferOutput<TSchema>;
}
