import * as v from 'valibot';
import { words } from '../../model/data.ts';
import { siteConfigSchema, text } from '../../model/schemas.ts';

/** The resort's identity: the model's site record with what Alento adds. */
export const siteSchema = v.object({
  ...siteConfigSchema.entries,
  social: v.pipe(
    siteConfigSchema.entries.social,
    v.length(2, 'The footers show two profiles side by side: list exactly two'),
    v.title('Social profiles'),
    v.description('The two profiles the footers link to'),
  ),
  copyright: words(
    v.pipe(
      text,
      v.includes('{year}', 'Keep {year} where the year goes'),
      v.title('Copyright line'),
      v.description('{year} becomes the current year and {name} the name of the resort'),
    ),
  ),
});
