import names from '../data/structured-data/structured-data.en-GB.json' with { type: 'json' };
import type { StructuredData } from './data/schemas/structured-data.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';

const words: StructuredData = names;

/**
 * Names the structured data gives what the pages describe, for search engines. The words are in
 * `data/structured-data/`; the resort's name is filled in here.
 */
export const schemaNames = {
  daySpa: (name: string) => fillPlaceholders(words.daySpa, { name }, language.locale),
  offerCatalog: (name: string) => fillPlaceholders(words.offerCatalog, { name }, language.locale),
  /** The unit a per-person price is quoted in. */
  person: words.person,
} as const;
