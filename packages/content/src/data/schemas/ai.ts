import * as v from 'valibot';
import { link, picture, recordId } from './common.ts';
import { action, icon, sentenceWith, wordsField } from './words-fields.ts';

const card = (id: string, maxDescription: number) =>
  v.object({
    id: recordId(id),
    title: wordsField('Title', 50),
    description: wordsField('Description', maxDescription),
    icon,
  });

/**
 * The AI wellness page's words (/ai): how a personalised schedule is made, what it gives a guest
 * and what it is built on.
 */
export const aiSchema = v.object({
  hero: v.pipe(
    v.object({
      image: picture('Picture at the top'),
      eyebrow: wordsField('Line above the heading', 50),
      intro: wordsField('Introduction', 250),
      action: link('Button'),
    }),
    v.title('Top of the page'),
  ),
  privacy: v.pipe(
    v.object({
      heading: wordsField('Heading', 80),
      paragraphs: v.pipe(
        v.array(wordsField('Paragraph', 320)),
        v.length(2),
        v.title('Paragraphs'),
        v.description('How recommendations are made, then that the answers stay in the browser'),
        v.metadata({ item: 'paragraph' }),
      ),
    }),
    v.title('How recommendations are made'),
  ),
  steps: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 30),
      heading: wordsField('Heading', 70),
      items: v.pipe(
        v.array(
          v.object({
            id: recordId('ai-analysis'),
            title: wordsField('Title', 50),
            description: sentenceWith(
              ['duration', 'relax', 'refresh', 'revive'],
              'Description',
              340,
              'A sentence or two. The page fills in {duration}, how long the assessment takes, and the names of the three modes: {relax}, {refresh} and {revive}',
            ),
          }),
        ),
        v.length(4),
        v.title('Steps'),
        v.metadata({ item: 'step' }),
      ),
    }),
    v.title('How it works'),
  ),
  benefits: v.pipe(
    v.object({
      heading: wordsField('Heading', 70),
      intro: wordsField('Introduction', 110),
      items: v.pipe(
        v.array(card('no-guesswork', 200)),
        v.length(6),
        v.title('Benefits'),
        v.metadata({ item: 'benefit' }),
      ),
    }),
    v.title('Why a personalised journey'),
  ),
  technology: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 30),
      heading: wordsField('Heading', 40),
      intro: wordsField('Introduction', 180),
      items: v.pipe(
        v.array(card('predictive-analytics', 320)),
        v.length(3),
        v.title('What it is built on'),
        v.metadata({ item: 'point' }),
      ),
    }),
    v.title('The technology'),
  ),
  closing: v.pipe(
    v.object({
      heading: wordsField('Heading', 60),
      text: wordsField('Text', 160),
      actions: v.pipe(
        v.array(action('Button')),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Closing section'),
  ),
});

export type AiWords = v.InferOutput<typeof aiSchema>;
