import * as v from 'valibot';
import { slug } from '../../model/schemas.ts';
import { picture, text, withPlaceholders, words } from './common.ts';

/** The partnership landing (/ and /partners). */

/** The figures the landing's sentences may name; the page writes each in its language. */
export const partnersPlaceholders = [
  'siteName',
  'hectares',
  'recycledWater',
  'longestDrive',
  'apartmentsAndVillas',
] as const;

export type PartnersPlaceholder = (typeof partnersPlaceholders)[number];

const figuresHint = `Figures the site states elsewhere are written as placeholders, which the page fills in: {siteName} the resort's name, {hectares} the land in hectares, {recycledWater} the share of recycled water with its % sign, {longestDrive} the longest drive from Faro, Lisbon or Seville in hours, {apartmentsAndVillas} the number of apartments and villas`;

const sentence = (max: number, title: string) =>
  words(
    v.pipe(
      text,
      v.maxLength(max),
      withPlaceholders(partnersPlaceholders),
      v.title(title),
      v.description(figuresHint),
    ),
  );
const eyebrow = words(v.pipe(text, v.maxLength(40), v.title('Line above the heading')));
const heading = words(v.pipe(text, v.maxLength(100), v.title('Heading')));
const intro = words(v.pipe(text, v.maxLength(200), v.title('Introduction')));

const block = (what: string) =>
  v.pipe(
    v.object({
      eyebrow,
      heading,
      paragraphs: v.pipe(
        v.array(sentence(500, 'Paragraph')),
        v.minLength(1),
        v.title('Paragraphs'),
        v.metadata({ item: 'paragraph' }),
      ),
    }),
    v.title(what),
  );

const items = (what: string, count: number) =>
  v.pipe(
    v.array(
      v.object({
        icon: v.pipe(slug, v.title('Icon'), v.description('The name of an icon of the site')),
        title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
        description: sentence(300, 'Description'),
      }),
    ),
    v.length(count, `The layout holds ${String(count)}`),
    v.title(what),
    v.metadata({ item: 'card' }),
  );

export const partnersPageSchema = v.object({
  hero: v.pipe(
    v.object({
      eyebrow,
      lede: sentence(300, 'Introduction'),
      image: picture('Picture at the top'),
      parallax: v.pipe(
        v.number(),
        v.minValue(0),
        v.maxValue(1),
        v.title('Drift of the picture'),
        v.description(
          'How far the picture drifts as the page scrolls: 0 keeps it still, 0.5 is half the scroll',
        ),
      ),
      learnMore: words(v.pipe(text, v.maxLength(40), v.title('The text of the button'))),
    }),
    v.title('Top of the page'),
  ),
  vision: block('Our vision'),
  experience: v.pipe(
    v.object({
      eyebrow,
      heading,
      intro: words(v.pipe(text, v.maxLength(260), v.title('Introduction'))),
      sanctumsHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the sanctums'))),
      systemsHeading: words(
        v.pipe(text, v.maxLength(60), v.title('Heading of the regenerative systems')),
      ),
      systems: items('Regenerative systems', 3),
    }),
    v.title('The experience'),
    v.description('The facts and the sanctums are the ones both partnership pages share'),
  ),
  philosophy: block('Partnership philosophy'),
  opportunities: v.pipe(
    v.object({ eyebrow, heading, intro, items: items('Opportunities', 3) }),
    v.title('Opportunities'),
  ),
  benefits: v.pipe(
    v.object({ eyebrow, heading, intro, items: items('Benefits', 6) }),
    v.title('Partner benefits'),
  ),
  contact: v.pipe(
    v.object({ intro: words(v.pipe(text, v.maxLength(200), v.title('Introduction'))) }),
    v.title('Contact'),
    v.description('The rest of the contact section is the one both partnership pages share'),
  ),
});
