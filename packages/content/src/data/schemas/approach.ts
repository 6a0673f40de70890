import * as v from 'valibot';
import { picture, recordId } from './common.ts';
import { icon, sentenceWith, wordsField } from './words-fields.ts';

/** The wellness philosophy page's words (/approach): the eight pillars. */
export const approachSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: wordsField('Introduction', 440),
  pillarsHeading: wordsField('Heading of the pillars', 40),
  pillarEyebrow: sentenceWith(
    ['position'],
    'Line above each pillar',
    40,
    "{position} is the pillar's number, which the page fills in: 'Pillar {position}'",
  ),
  pillars: v.pipe(
    v.array(
      v.object({
        id: recordId('nutrition'),
        title: wordsField('Title', 50),
        description: wordsField('Description', 300),
        icon,
      }),
    ),
    v.length(8),
    v.title('The eight pillars'),
    v.metadata({ item: 'pillar' }),
  ),
  programsButton: wordsField(
    'The text of the programmes button in each pillar',
    20,
    'One short word: the button says the programmes are not available yet',
  ),
  closing: v.pipe(
    v.object({
      heading: wordsField('Heading', 50),
      text: wordsField('Text', 290),
    }),
    v.title('Closing section'),
  ),
});

export type ApproachWords = v.InferOutput<typeof approachSchema>;
