import * as v from 'valibot';
import { words } from '../../model/data.ts';
import { mediaKeys } from '../../media.ts';
import { sitePath, slug, text } from '../../model/schemas.ts';
import { placeholderNames, placeholderProblem } from '../../placeholders.ts';

/**
 * The parts the data files' schemas share. The editor's labels and hints are each field's `title`
 * and `description`, so they are written for the resort's team.
 */

/** Euros, VAT included: whole euros or cents, never below zero. */
export const euros = v.pipe(
  v.number('Write the price as a number, such as 180'),
  v.minValue(0, 'A price cannot be below zero'),
  v.maxValue(10_000, 'Write the price in euros, such as 180'),
  v.check(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Write the price in euros and cents at most, such as 180.50',
  ),
  v.title('Price in euros'),
  v.description('Including VAT, as guests pay it'),
);

export const hours = v.pipe(
  v.number('Write the length as a number of hours, such as 2.5'),
  v.minValue(0.25, 'A ritual lasts at least a quarter of an hour'),
  v.maxValue(24, 'Write the length in hours, such as 2.5'),
  v.multipleOf(0.25, 'Use quarters of an hour: 2, 2.25, 2.5 or 2.75'),
  v.title('Length in hours'),
  v.description('2.5 is two and a half hours'),
);

/**
 * A record's id: lowercase words joined by hyphens, part of a page's address (`/faq#paying`).
 * The editor shows it fixed once set, since links elsewhere may lead to it.
 */
export const recordId = (what: string) =>
  v.pipe(
    slug,
    v.metadata({ fixed: true }),
    v.title('Id'),
    v.description(
      `Lowercase words joined by hyphens, such as ${what}; it becomes the address of this part of the page and stays as it is`,
    ),
  );

/**
 * A sentence that may hold placeholders, each one a figure the page fills in: `{opens}`, or a
 * count whose words follow the language's plural rules,
 * `{count, plural, one {# place} other {# places}}`.
 */
export function withPlaceholders(names: readonly string[]) {
  return v.check(
    (value: string) => {
      if (placeholderProblem(value) !== undefined) return false;
      return placeholderNames(value).every((name) => names.includes(name));
    },
    `Use only these placeholders, in braces: ${names.map((name) => `{${name}}`).join(', ')}`,
  );
}

export const link = (what: string) =>
  v.pipe(
    v.object({
      label: words(v.pipe(text, v.maxLength(60), v.title('Link text'))),
      href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
    }),
    v.title(what),
  );

/** A picture of the media catalogue. */
export const picture = (title: string) =>
  v.pipe(v.picklist(mediaKeys), v.title(title), v.description('A picture of the media catalogue'));

export { text, words };
