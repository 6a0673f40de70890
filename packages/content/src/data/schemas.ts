import * as v from 'valibot';
import { words } from '../model/data.ts';
import { siteConfigSchema, text } from '../model/schemas.ts';

/**
 * The schemas of Alento's data files: the model's record schemas with what Alento adds. The
 * editor's labels and hints are each field's `title` and `description`, so they are written for
 * the resort's team.
 */

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

/** Euros, VAT included: whole euros or cents, never below zero. */
const euros = v.pipe(
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

const hours = v.pipe(
  v.number('Write the length as a number of hours, such as 2.5'),
  v.minValue(0.25, 'A ritual lasts at least a quarter of an hour'),
  v.maxValue(24, 'Write the length in hours, such as 2.5'),
  v.multipleOf(0.25, 'Use quarters of an hour: 2, 2.25, 2.5 or 2.75'),
  v.title('Length in hours'),
  v.description('2.5 is two and a half hours'),
);

const ritual = (title: string) =>
  v.pipe(v.object({ euros, hours }), v.title(title), v.description('Its price and length'));
const startingPrice = (title: string) =>
  v.pipe(
    v.object({
      euros: v.pipe(euros, v.title('From, in euros'), v.description('Per person, VAT included')),
    }),
    v.title(title),
  );

/** The only prices the site states; every page that shows one reads it from here. */
export const pricesSchema = v.object({
  thermalSanctuaryJourney: ritual('Thermal Sanctuary Journey'),
  alentejoEarthRitual: ritual('Alentejo Earth Ritual'),
  dayPassFrom: startingPrice('Day pass'),
  treatmentPackagesFrom: startingPrice('Treatment packages'),
});

export type Prices = v.InferOutput<typeof pricesSchema>;
