import * as v from 'valibot';
import { words } from '../model/data.ts';
import { mediaKeys } from '../media.ts';
import { dietaryMarks } from '../menus.ts';
import { siteConfigSchema, sitePath, slug, text } from '../model/schemas.ts';

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

/**
 * A record's id: lowercase words joined by hyphens, part of a page's address (`/faq#paying`).
 * The editor shows it fixed once set, since links elsewhere may lead to it.
 */
const recordId = (what: string) =>
  v.pipe(
    slug,
    v.metadata({ fixed: true }),
    v.title('Id'),
    v.description(
      `Lowercase words joined by hyphens, such as ${what}; it becomes the address of this part of the page and stays as it is`,
    ),
  );

/** A sentence that may hold placeholders, each one a figure the page fills in. */
function withPlaceholders(names: readonly string[]) {
  return v.check(
    (value: string) =>
      [...value.matchAll(/\{([^{}]*)\}/g)].every(([, name = '']) => names.includes(name)),
    `Use only these placeholders, in braces: ${names.map((name) => `{${name}}`).join(', ')}`,
  );
}

/** The figures an FAQ answer may name; the page writes each in its language. */
export const faqPlaceholders = [
  'messagingApp',
  'contactResponse',
  'assessmentDuration',
  'travelCount',
  'travelList',
  'opens',
  'closes',
  'lastEntry',
  'arrivalMinutes',
  'treatmentPackagesFrom',
  'checkIn',
  'checkOut',
  'familyFrom',
  'familyTo',
  'familyPoolsAge',
  'wholeCircuitAge',
  'kidsPathFrom',
  'kidsPathTo',
  'cancelHours',
  'cancelDays',
] as const;

export type FaqPlaceholder = (typeof faqPlaceholders)[number];

const link = (what: string) =>
  v.pipe(
    v.object({
      label: words(v.pipe(text, v.maxLength(60), v.title('Link text'))),
      href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
    }),
    v.title(what),
  );

export const faqSchema = v.object({
  heroImage: v.pipe(
    v.picklist(mediaKeys),
    v.title('Picture at the top'),
    v.description('A picture of the media catalogue'),
  ),
  eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
  intro: words(v.pipe(text, v.maxLength(200), v.title('Introduction'))),
  groups: v.pipe(
    v.array(
      v.object({
        id: recordId('arriving'),
        heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
        questions: v.pipe(
          v.array(
            v.object({
              id: recordId('arrival-time'),
              question: words(
                v.pipe(
                  text,
                  v.maxLength(100),
                  v.regex(/\?$/, 'End the question with a question mark'),
                  v.title('Question'),
                ),
              ),
              answer: words(
                v.pipe(
                  text,
                  v.maxLength(600),
                  withPlaceholders(faqPlaceholders),
                  v.title('Answer'),
                  v.description(
                    `A line or two. Times, prices and ages that the site states elsewhere are written as placeholders, which the page fills in: ${faqPlaceholders.map((name) => `{${name}}`).join(', ')}`,
                  ),
                ),
              ),
              link: link('Link to the page that says more'),
            }),
          ),
          v.minLength(1, 'A group has at least one question'),
          v.title('Questions'),
          v.metadata({ item: 'question' }),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Groups of questions'),
    v.metadata({ item: 'group' }),
    v.description('In the order the page shows them; drag to reorder'),
  ),
  closing: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(
        v.pipe(text, v.maxLength(300), withPlaceholders(['contactResponse']), v.title('Text')),
      ),
      actions: v.pipe(
        v.array(link('Button')),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Closing section'),
  ),
});

/** A menu: the dishes of one venue, in sections, with its own calls to action. */
export const menuSchema = v.object({
  intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
  seasonalNote: words(
    v.pipe(
      text,
      v.maxLength(300),
      v.title('Note on the season'),
      v.description('Shown under "In Season": what changes with the garden'),
    ),
  ),
  sections: v.pipe(
    v.array(
      v.object({
        id: recordId('to-begin'),
        heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
        note: v.optional(
          words(v.pipe(text, v.maxLength(200), v.title('Note'), v.description('Optional'))),
        ),
        dishes: v.pipe(
          v.array(
            v.object({
              id: recordId('black-pork'),
              name: words(v.pipe(text, v.maxLength(80), v.title('Dish'))),
              description: words(v.pipe(text, v.maxLength(240), v.title('Description'))),
              marks: v.pipe(
                v.array(v.picklist(dietaryMarks)),
                v.title('Dietary marks'),
                v.description('V vegetarian, VG vegan, GF gluten-free'),
              ),
              price: v.optional(
                v.pipe(
                  euros,
                  v.description('Optional: leave empty, as the site states no dish prices'),
                ),
              ),
            }),
          ),
          v.minLength(1, 'A section has at least one dish'),
          v.title('Dishes'),
          v.metadata({ item: 'dish' }),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Sections'),
    v.description('In the order the menu shows them; drag to reorder'),
    v.metadata({ item: 'section' }),
  ),
  actions: v.pipe(
    v.array(link('Button')),
    v.maxLength(1, 'One button of its own at most: "Back to dining" follows it'),
    v.title('Buttons'),
    v.description('Besides "Back to dining", which every menu has'),
    v.metadata({ item: 'button' }),
  ),
});
