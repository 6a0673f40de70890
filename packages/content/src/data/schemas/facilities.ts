import * as v from 'valibot';
import { facilityCategoryIds, facilityTones } from '../../facility-category-lookups.ts';
import { slug } from '../../model/schemas.ts';
import { guidanceIds } from '../../station-guidance.ts';
import { picture, text, withPlaceholders, words } from './common.ts';

/** An id other records and the site's code refer to, shown fixed in the editor. */
export const fixedId = (example: string) =>
  v.pipe(
    slug,
    v.metadata({ fixed: true }),
    v.title('Id'),
    v.description(
      `Lowercase words joined by hyphens, such as ${example}; other parts of the site refer to it, so it stays as it is`,
    ),
  );

/** A place of `data/spa/places/`, by its id. */
export const placeReference = v.pipe(
  slug,
  v.title('Place'),
  v.description('The id of one of the spa places, whose name the page shows, such as cold-plunge'),
);

/** An icon of the design system, by name. */
export const icon = v.pipe(
  slug,
  v.title('Icon'),
  v.description('The name of an icon of the site, such as flame or snowflake'),
);

const label = words(
  v.pipe(
    text,
    v.maxLength(40),
    v.title('Label'),
    v.description("In the floor plan's legend, its tiles and its list"),
  ),
);

/** The floor plan's categories: their labels, colours and icons. */
export const facilityCategoriesSchema = v.object({
  categories: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.picklist(facilityCategoryIds), v.metadata({ fixed: true }), v.title('Id')),
        label,
        tone: v.pipe(
          v.picklist(facilityTones),
          v.title('Colour'),
          v.description("One of the site's colour families, different for each category"),
        ),
        icon,
      }),
    ),
    v.length(facilityCategoryIds.length),
    v.title('Categories'),
    v.description('In the order of the legend'),
    v.metadata({ item: 'category' }),
  ),
  otherCategories: v.pipe(
    v.object({
      arrival: v.pipe(v.object({ label, icon }), v.title('Arrival')),
      treatment: v.pipe(v.object({ label, icon }), v.title('Treatments')),
    }),
    v.title('Other categories'),
    v.description('Categories drawn in a neutral colour'),
  ),
});

/**
 * The figures a facility's description and features may name, each written as the page's
 * language writes it: a temperature as a range ("8-12°C" in a feature; in a description as the
 * record's `temperatureInText` says), a count of guests in digits, a small count in words.
 */
export const facilityPlaceholders = [
  'eventSaunaGuests',
  'eventHammamGuests',
  'cinemaGuests',
  'wholeCircuitAge',
  'infraredSaunaGuests',
  'infraredSauna',
  'coldPlunge',
  'biopool',
  'earthOnsen',
  'showerGroup',
  'showerElements',
  'showerElementsAtStart',
  'showerCountAtStart',
] as const;

export type FacilityPlaceholder = (typeof facilityPlaceholders)[number];

const placeholderHint = `Figures the site states elsewhere are placeholders, which the page fills in: ${facilityPlaceholders.map((name) => `{${name}}`).join(', ')}`;

const percentOfPlan = (title: string) =>
  v.pipe(
    v.number(),
    v.integer('Use a whole number'),
    v.minValue(0),
    v.maxValue(100),
    v.title(title),
  );

/** The floor plan's places: each marker's name, words, category, icon, picture and position. */
export const facilitiesSchema = v.object({
  temperatureInText: words(
    v.pipe(
      text,
      v.maxLength(30),
      withPlaceholders(['min', 'max']),
      v.title('A temperature in a description'),
      v.description(
        'How a description writes a range of temperatures, {min} and {max} being the figures in °C: "{min} to {max} °C"',
      ),
    ),
  ),
  facilities: v.pipe(
    v.array(
      v.object({
        id: fixedId('event-sauna'),
        place: v.optional(placeReference),
        name: v.optional(
          words(
            v.pipe(
              text,
              v.maxLength(100),
              v.title('Name'),
              v.description('Only for a place that is not one of the spa places'),
            ),
          ),
        ),
        description: words(
          v.pipe(
            text,
            v.maxLength(360),
            withPlaceholders(facilityPlaceholders),
            v.title('Description'),
            v.description(placeholderHint),
          ),
        ),
        features: v.pipe(
          v.array(
            words(
              v.pipe(
                text,
                v.maxLength(100),
                withPlaceholders(facilityPlaceholders),
                v.title('Feature'),
              ),
            ),
          ),
          v.minLength(1),
          v.title('Features'),
          v.description('Short lines listed under the description'),
          v.metadata({ item: 'feature' }),
        ),
        category: v.pipe(
          v.picklist([...facilityCategoryIds, 'arrival', 'treatment']),
          v.title('Category'),
        ),
        guidance: v.optional(
          v.pipe(
            v.picklist(guidanceIds),
            v.title('Safety guidance'),
            v.description(
              'For a place of heat, cold or water: the kind of station whose safety notes it shows',
            ),
          ),
        ),
        icon,
        image: v.optional(picture('Photo')),
        position: v.pipe(
          v.object({
            top: percentOfPlan('From the top, in percent'),
            left: percentOfPlan('From the left, in percent'),
          }),
          v.title('Place on the plan'),
          v.description(
            'Where the marker sits on the drawn plan, in percent of its height and width',
          ),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Places'),
    v.description('The markers of the floor plan, in the order of its list'),
    v.metadata({ item: 'place' }),
  ),
});

export type FacilitiesRecord = v.InferOutput<typeof facilitiesSchema>;
