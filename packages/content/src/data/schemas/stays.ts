import * as v from 'valibot';
import { sitePath } from '../../model/schemas.ts';
import { link, picture, recordId, text, words } from './common.ts';
import { icon } from './spaces.ts';

/**
 * The three kinds of stay: on the Stays page, on the Booking page's stay card and as the choices
 * of the accommodation request form.
 */
export const stayTypesSchema = v.object({
  stayTypes: v.pipe(
    v.array(
      v.object({
        id: recordId('garden-villas'),
        title: words(v.pipe(text, v.maxLength(40), v.title('Name'))),
        description: words(v.pipe(text, v.maxLength(260), v.title('Description'))),
        features: v.pipe(
          v.array(words(v.pipe(text, v.maxLength(100), v.title('What it has')))),
          v.length(4, 'Each kind of stay lists four things it has'),
          v.title('What it has'),
          v.description('Four short lines, shown as a list'),
          v.metadata({ item: 'line' }),
        ),
        image: picture('Picture'),
      }),
    ),
    v.length(3, 'The site offers three kinds of stay'),
    v.title('Kinds of stay'),
    v.metadata({ item: 'kind of stay' }),
  ),
});

export type StayTypesRecord = v.InferOutput<typeof stayTypesSchema>;

/**
 * A button to a page of the site, with words a screen reader reads after a generic label such as
 * "Learn More".
 */
const button = v.pipe(
  v.object({
    label: words(v.pipe(text, v.maxLength(60), v.title('Text of the button'))),
    href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
    about: v.optional(
      words(
        v.pipe(
          text,
          v.maxLength(80),
          v.title('Where it leads, for screen readers'),
          v.description(
            'Optional: read after a general text such as "Learn More", e.g. "about our wellness approach"; not shown',
          ),
        ),
      ),
    ),
  }),
  v.title('Button'),
);

/** The Stays page (/stays): the kinds of stay are a record of their own (`stayTypesSchema`). */
export const staysPageSchema = v.object({
  hero: v.pipe(
    v.object({
      image: picture('Picture'),
      eyebrow: words(v.pipe(text, v.maxLength(50), v.title('Line above the heading'))),
      intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
      actions: v.pipe(
        v.array(button),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Top of the page'),
  ),
  typesHeading: words(v.pipe(text, v.maxLength(44), v.title('Heading of the kinds of stay'))),
  typesIntro: words(
    v.pipe(text, v.maxLength(180), v.title('Line under the heading of the kinds of stay')),
  ),
  amenitiesHeading: words(v.pipe(text, v.maxLength(40), v.title('Heading of the amenities'))),
  amenitiesIntro: words(
    v.pipe(text, v.maxLength(120), v.title('Line under the heading of the amenities')),
  ),
  amenities: v.pipe(
    v.array(
      v.object({
        id: recordId('filtered-water'),
        title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
        description: words(v.pipe(text, v.maxLength(250), v.title('Description'))),
        icon,
      }),
    ),
    v.length(4, 'The page shows four amenities'),
    v.title('Amenities in every room'),
    v.metadata({ item: 'amenity' }),
  ),
  closing: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(50), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(150), v.title('Text'))),
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

export type StaysPageRecord = v.InferOutput<typeof staysPageSchema>;
