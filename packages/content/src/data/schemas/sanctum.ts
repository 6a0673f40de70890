import * as v from 'valibot';
import { sitePath } from '../../model/schemas.ts';
import { link, picture, recordId, text, withPlaceholders, words } from './common.ts';

/** The Sanctum page: two spa pathways, the philosophy and the personalised day. */

const eyebrow = words(v.pipe(text, v.maxLength(40), v.title('Line above the heading')));
const heading = words(v.pipe(text, v.maxLength(60), v.title('Heading')));

export const sanctumPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
  pathwaysHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the pathways'))),
  pathways: v.pipe(
    v.array(
      v.object({
        id: recordId('sanctum-flow'),
        title: words(v.pipe(text, v.maxLength(40), v.title('Title'))),
        subtitle: words(v.pipe(text, v.maxLength(60), v.title('Line under the title'))),
        description: words(
          v.pipe(
            text,
            v.maxLength(400),
            withPlaceholders(['flowSize']),
            v.title('Description'),
            v.description(
              'Where it names the size of Sanctum Flow, {flowSize} is that size as the site states it, in the unit chosen below',
            ),
          ),
        ),
        highlights: v.pipe(
          v.array(
            words(
              v.pipe(
                text,
                v.maxLength(80),
                withPlaceholders(['stations']),
                v.title('Highlight'),
                v.description(
                  '{stations} is the number of the circuit’s stations as the site states it, with a capital letter',
                ),
              ),
            ),
          ),
          v.length(3, 'The card lists three highlights'),
          v.title('Highlights'),
          v.metadata({ item: 'highlight' }),
        ),
        image: picture('Picture'),
        action: v.pipe(
          v.object({
            label: words(v.pipe(text, v.maxLength(60), v.title('The text of the button'))),
            href: v.optional(
              v.pipe(
                sitePath,
                v.title('Page'),
                v.description(
                  'A path of the site, such as /spa; leave it empty while the pathway is not open, and the button says it is coming soon',
                ),
              ),
            ),
          }),
          v.title('Button'),
        ),
      }),
    ),
    v.length(2, 'The page shows two pathways side by side'),
    v.title('Pathways'),
    v.metadata({ item: 'pathway' }),
  ),
  areaUnit: words(
    v.pipe(
      v.picklist(['acres', 'hectares']),
      v.title('Unit of Sanctum Flow’s size'),
      v.description(
        'The unit this language states the size in: acres, or hectares (then rounded down, as "more than")',
      ),
    ),
  ),
  philosophy: v.pipe(
    v.object({
      eyebrow,
      heading,
      paragraphs: v.pipe(
        v.array(words(v.pipe(text, v.maxLength(500), v.title('Paragraph')))),
        v.minLength(1),
        v.title('Paragraphs'),
        v.metadata({ item: 'paragraph' }),
      ),
    }),
    v.title('Our philosophy'),
  ),
  journey: v.pipe(
    v.object({
      eyebrow,
      heading,
      intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
      steps: v.pipe(
        v.array(
          v.object({
            title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
            description: words(v.pipe(text, v.maxLength(200), v.title('Description'))),
          }),
        ),
        v.minLength(1),
        v.title('Steps'),
        v.metadata({ item: 'step' }),
      ),
      action: link('Button'),
    }),
    v.title('The personalised day'),
  ),
});
