import * as v from 'valibot';
import { link, picture, recordId, text, withPlaceholders, words } from './common.ts';

/** The Journeys page (/programs): six ways to spend time at the resort. */
export const journeysPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(260), v.title('Introduction'))),
  cardsHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the journeys'))),
  journeys: v.pipe(
    v.array(
      v.object({
        id: recordId('spa-circuit'),
        title: words(v.pipe(text, v.maxLength(40), v.title('Title'))),
        subtitle: words(v.pipe(text, v.maxLength(60), v.title('Line under the title'))),
        description: words(
          v.pipe(
            text,
            v.maxLength(200),
            withPlaceholders(['stations']),
            v.title('Description'),
            v.description(
              'Up to 200 characters. {stations} is the number of the circuit’s stations as the site states it, with a capital letter',
            ),
          ),
        ),
        action: link('Button'),
      }),
    ),
    v.length(6, 'The page shows six journeys, each with the picture of its id'),
    v.title('Journeys'),
    v.metadata({ item: 'journey' }),
  ),
  concierge: v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(60), v.title('Line above the heading'))),
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(300), v.title('Text'))),
      actions: v.pipe(
        v.array(link('Button')),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('The concierge'),
  ),
});
