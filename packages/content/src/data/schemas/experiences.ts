import * as v from 'valibot';
import { sitePath, slug } from '../../model/schemas.ts';
import { picture, recordId, text, withPlaceholders, words } from './common.ts';

/** The categories of the filter bar; the page's address names them (`?category=wellness`). */
export const experienceCategoryIds = [
  'wellness',
  'movement',
  'nature',
  'creative',
  'family',
  'stay',
  'technology',
] as const;

/** The named colours a category's cards take; the design system paints each. */
export const experienceTones = [
  'sage',
  'terracotta',
  'moss',
  'amber',
  'rose',
  'sand',
  'sky',
] as const;

/** The figures a card's description may state; the page writes each in its language. */
export const experiencePlaceholders = ['stations', 'area'] as const;

const category = v.pipe(
  v.picklist(experienceCategoryIds),
  v.title('Category'),
  v.description('The filter that shows this card'),
);

/** The Experiences page: its filter's categories, its ten cards and the words around them. */
export const experiencesSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(320), v.title('Introduction'))),
  sectionHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading above the cards'))),
  filterLabel: words(
    v.pipe(
      text,
      v.maxLength(80),
      v.title('Name of the filter bar'),
      v.description('Read aloud by screen readers before the category buttons'),
    ),
  ),
  listLabel: words(
    v.pipe(
      text,
      v.maxLength(50),
      v.title('Name of the list of cards'),
      v.description('Read aloud by screen readers'),
    ),
  ),
  allLabel: words(
    v.pipe(text, v.maxLength(30), v.title('Button that shows every card'), v.description('All')),
  ),
  countAll: words(
    v.pipe(
      text,
      v.maxLength(160),
      withPlaceholders(['count']),
      v.title('What the list shows, unfiltered'),
      v.description(
        'Read aloud when the filter changes; the number of cards chooses the words: {count, plural, one {…} other {…}}, # being the number',
      ),
    ),
  ),
  countFiltered: words(
    v.pipe(
      text,
      v.maxLength(200),
      withPlaceholders(['count', 'total', 'category']),
      v.title('What the list shows, filtered'),
      v.description(
        'Read aloud when the filter changes: {count} cards shown of {total}, in {category}; a number may choose the words: {total, plural, one {…} other {…}}',
      ),
    ),
  ),
  defaultButtonLabel: words(
    v.pipe(
      text,
      v.maxLength(50),
      v.title('Button of a card'),
      v.description("The text of a card's button where the card sets none of its own"),
    ),
  ),
  categories: v.pipe(
    v.array(
      v.object({
        id: v.pipe(category, v.metadata({ fixed: true }), v.title('Id')),
        name: words(v.pipe(text, v.maxLength(30), v.title('Name'))),
        tone: v.pipe(
          v.picklist(experienceTones),
          v.title('Colour'),
          v.description("The colour of the category's cards"),
        ),
      }),
    ),
    v.length(experienceCategoryIds.length, 'List each category once'),
    v.title('Categories'),
    v.metadata({ item: 'category' }),
    v.description('The buttons of the filter bar, in their order'),
  ),
  experiences: v.pipe(
    v.array(
      v.object({
        id: recordId('sanctum-flow'),
        title: words(v.pipe(text, v.maxLength(60), v.title('Name'))),
        subtitle: words(v.pipe(text, v.maxLength(80), v.title('Line under the name'))),
        description: words(
          v.pipe(
            text,
            v.minLength(40, 'Describe the experience in at least 40 characters'),
            v.maxLength(200, 'Keep a card to 200 characters'),
            withPlaceholders(experiencePlaceholders),
            v.title('Description'),
            v.description(
              'A sentence or two. The circuit\'s figures are placeholders the page fills in: {stations} (its number of stations, such as "over 25") and {area} (its land, in acres in English and in hectares in Portuguese and Spanish)',
            ),
          ),
        ),
        icon: v.pipe(
          slug,
          v.title('Icon'),
          v.description('The name of an icon of the design system, such as spa or tree'),
        ),
        link: v.pipe(
          sitePath,
          v.title('Page'),
          v.description("Where the card's button leads: a path of the site, such as /spa"),
        ),
        image: picture('Picture'),
        category,
        buttonLabel: v.optional(
          words(
            v.pipe(
              text,
              v.maxLength(50),
              v.title('Button'),
              v.description('Optional: the text of the button, where it differs from the usual'),
            ),
          ),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Experiences'),
    v.metadata({ item: 'experience' }),
    v.description('The cards, in the order the page shows them'),
  ),
});

export type ExperiencesRecord = v.InferOutput<typeof experiencesSchema>;
