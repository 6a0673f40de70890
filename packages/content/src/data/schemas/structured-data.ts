import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

/** The names the structured data gives what the pages describe, which search engines read. */
export const structuredDataSchema = v.object({
  daySpa: words(
    v.pipe(
      text,
      v.maxLength(80),
      withPlaceholders(['name']),
      v.title('Name of the spa circuit'),
      v.description('{name} becomes the name of the resort'),
    ),
  ),
  offerCatalog: words(
    v.pipe(
      text,
      v.maxLength(80),
      withPlaceholders(['name']),
      v.title('Name of the list of spa days and packages'),
      v.description('{name} becomes the name of the resort'),
    ),
  ),
  person: words(
    v.pipe(
      text,
      v.maxLength(20),
      v.title('Unit of a price per person'),
      v.description('The word for one person, as in "€120 per person"'),
    ),
  ),
});

export type StructuredData = v.InferOutput<typeof structuredDataSchema>;
