import * as v from 'valibot';
import { picture } from './common.ts';
import { icon, sentenceWith, wordsField } from './words-fields.ts';

/** The figures the land-stewardship page may name; the page writes each in its language. */
const figures = ['hectares', 'recycledWater', 'apartmentsAndVillas'];
const figuresHint =
  'The page fills in {hectares}, the land in our care, {recycledWater}, the share of water recycled, with its per cent sign, and {apartmentsAndVillas}, how many there are';

const block = (title: string) =>
  v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 60),
      heading: wordsField('Heading', 80),
      paragraphs: v.pipe(
        v.array(wordsField('Paragraph', 380)),
        v.length(2),
        v.title('Paragraphs'),
        v.metadata({ item: 'paragraph' }),
      ),
    }),
    v.title(title),
  );

const items = (title: string, item: string, count: number) =>
  v.pipe(
    v.array(
      v.object({
        icon,
        title: wordsField('Title', 70),
        description: sentenceWith(figures, 'Description', 280, `A sentence. ${figuresHint}`),
      }),
    ),
    v.length(count),
    v.title(title),
    v.metadata({ item }),
  );

/**
 * The words of the land-stewardship partnership page (/holistic-landcare). The facts, the
 * sanctums and the contact details are the partnership pages' own.
 */
export const holisticLandcareSchema = v.object({
  hero: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 50),
      lede: sentenceWith(figures, 'Introduction', 360, `A sentence or two. ${figuresHint}`),
      image: picture('Picture at the top'),
      parallax: v.pipe(
        v.number(),
        v.minValue(-1),
        v.maxValue(1),
        v.title('How the picture drifts as the page scrolls'),
        v.description('-0.5 drifts up at half the speed of the page; 0 stays still'),
      ),
      learnMore: wordsField('The text of the button that leads down the page', 30),
    }),
    v.title('Top of the page'),
  ),
  vision: block('Our vision'),
  experience: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 50),
      heading: wordsField('Heading', 80),
      intro: wordsField('Introduction', 250),
      sanctumsHeading: wordsField('Heading of the sanctums', 60),
      systemsHeading: wordsField('Heading of the regenerative systems', 50),
      systems: items('Regenerative systems', 'system', 3),
    }),
    v.title('The land and the retreat'),
  ),
  philosophy: block('Stewardship philosophy'),
  opportunities: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 30),
      heading: wordsField('Heading', 80),
      intro: wordsField('Introduction', 120),
      items: items('Kinds of partnership', 'kind of partnership', 3),
    }),
    v.title('Opportunities'),
  ),
  benefits: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 50),
      heading: wordsField('Heading', 60),
      intro: wordsField('Introduction', 150),
      items: items('What partners receive', 'benefit', 6),
    }),
    v.title('Partner benefits'),
  ),
  contact: v.pipe(
    v.object({ intro: wordsField('Introduction', 200) }),
    v.title('Contact'),
    v.description("The rest of the contact block is the partnership pages' own"),
  ),
});

export type HolisticLandcareWords = v.InferOutput<typeof holisticLandcareSchema>;
