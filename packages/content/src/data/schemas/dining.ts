import * as v from 'valibot';
import { link, picture, recordId } from './common.ts';
import { icon, wordsField } from './words-fields.ts';

/** The Food page's words (/dining): the restaurant, the wellness cafe and what both cook with. */
export const diningSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: wordsField('Introduction', 340),
  venues: v.pipe(
    v.array(
      v.object({
        id: recordId('restaurant'),
        eyebrow: wordsField('Line above the heading', 40),
        heading: wordsField('Heading', 100),
        paragraphs: v.pipe(
          v.array(wordsField('Paragraph', 650)),
          v.minLength(1),
          v.title('Paragraphs'),
          v.metadata({ item: 'paragraph' }),
        ),
        highlights: v.pipe(
          v.array(wordsField('Highlight', 100)),
          v.length(3),
          v.title('Highlights'),
          v.metadata({ item: 'highlight' }),
        ),
        image: picture('Picture'),
        actions: v.pipe(
          v.array(link('Button')),
          v.minLength(1),
          v.maxLength(2),
          v.title('Buttons'),
          v.metadata({ item: 'button' }),
        ),
      }),
    ),
    v.length(2),
    v.title('Places to eat'),
    v.metadata({ item: 'place to eat' }),
  ),
  principlesHeading: wordsField('Heading of what both kitchens cook with', 40),
  principlesIntro: wordsField('Introduction of what both kitchens cook with', 110),
  principles: v.pipe(
    v.array(
      v.object({
        id: recordId('garden'),
        title: wordsField('Title', 50),
        description: wordsField('Description', 280),
        icon,
      }),
    ),
    v.length(3),
    v.title('What both kitchens cook with'),
    v.metadata({ item: 'principle' }),
  ),
  backToDining: link('Link back from the menus to this page'),
});

export type DiningWords = v.InferOutput<typeof diningSchema>;
