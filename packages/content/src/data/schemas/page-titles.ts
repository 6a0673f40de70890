import * as v from 'valibot';
import { sitePath } from '../../model/schemas.ts';
import { text, withPlaceholders, words } from './common.ts';

/** The figures a page's description may name; the page writes each in its language. */
export const pageTitlePlaceholders = [
  'landcareHectares',
  'sanctumFlowArea',
  'stations',
  'dayPassEuros',
  'treatmentPackagesEuros',
  'dayPassFrom',
  'treatmentPackagesFrom',
  'travelTimes',
  'fromFaro',
  'fromLisbon',
  'fromSeville',
  'contactResponse',
] as const;

export type PageTitlePlaceholder = (typeof pageTitlePlaceholders)[number];

/**
 * Each page's heading, its title in the browser's tab and in search results, and its
 * description for search results, by the path of the page.
 */
export const pageTitlesSchema = v.object({
  pages: v.pipe(
    v.array(
      v.object({
        path: v.pipe(
          sitePath,
          v.metadata({ fixed: true }),
          v.title('Page'),
          v.description('The address of the page, which stays as it is'),
        ),
        heading: words(v.pipe(text, v.maxLength(100), v.title('Heading'))),
        title: words(
          v.pipe(
            text,
            v.maxLength(80),
            v.title('Title'),
            v.description("In the browser's tab and in search results, before the resort's name"),
          ),
        ),
        description: words(
          v.pipe(
            text,
            v.maxLength(300),
            withPlaceholders(pageTitlePlaceholders),
            v.title('Description'),
            v.description(
              `What search results show under the title, at most 160 characters once filled in. Figures the site states elsewhere are placeholders, which the page fills in: ${pageTitlePlaceholders.map((name) => `{${name}}`).join(', ')}`,
            ),
          ),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Pages'),
    v.description(
      'Every page with words of its own; a page reached by two addresses has one entry',
    ),
    v.metadata({ item: 'page' }),
  ),
  travelTime: words(
    v.pipe(
      text,
      v.maxLength(60),
      withPlaceholders(['time', 'place']),
      v.title('A travel time in the Location description'),
      v.description(
        'Such as "{time} from {place}": {time} becomes the hours, {place} where the journey starts; the description lists one for each place as {travelTimes}',
      ),
    ),
  ),
  landInHectares: words(
    v.pipe(
      v.boolean(),
      v.title('Land in hectares'),
      v.description(
        "Tick where this language measures land in hectares: {sanctumFlowArea} then gives the Sanctum Flow's area in hectares rather than acres",
      ),
    ),
  ),
  landUnitFeminine: words(
    v.pipe(
      v.boolean(),
      v.title('Feminine unit of land'),
      v.description(
        'Tick where the number before the unit takes its feminine form, as "una" before "hectárea"',
      ),
    ),
  ),
  unexpectedError: v.pipe(
    v.object({ heading: words(v.pipe(text, v.maxLength(80), v.title('Heading'))) }),
    v.title('Page of an unexpected error'),
  ),
});

export type PageTitles = v.InferOutput<typeof pageTitlesSchema>;
