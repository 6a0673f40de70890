import * as v from 'valibot';
import { link, picture } from './common.ts';
import { action, buttons, icon, sentenceWith, wordsField } from './words-fields.ts';

/**
 * The home page's own words (/home), section by section. The signature experiences and the
 * figures in numbers come from their own records.
 */
export const homeSchema = v.object({
  hero: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 100),
      intro: wordsField('Introduction', 360),
      image: picture('Picture at the top'),
      actions: buttons(2),
    }),
    v.title('Top of the page'),
  ),
  why: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 40),
      heading: wordsField('Heading', 70),
      intro: wordsField('Introduction', 200),
      benefits: v.pipe(
        v.array(
          v.object({
            icon,
            title: wordsField('Title', 60),
            description: sentenceWith(
              ['stations'],
              'Description',
              320,
              'A sentence or two. {stations} is the number of stations the site states, such as "Over 25", which the page fills in',
            ),
          }),
        ),
        v.length(3),
        v.title('Reasons to come'),
        v.metadata({ item: 'reason' }),
      ),
    }),
    v.title('Why Alento'),
  ),
  ai: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 50),
      heading: wordsField('Heading', 60),
      body: wordsField('Text', 620),
      points: v.pipe(
        v.array(wordsField('Point', 120)),
        v.length(3),
        v.title('Points'),
        v.metadata({ item: 'point' }),
      ),
      image: picture('Picture'),
      action: link('Button'),
    }),
    v.title('The AI concierge'),
  ),
  floorPlan: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 30),
      heading: wordsField('Heading', 60),
      intro: sentenceWith(
        ['places'],
        'Introduction',
        330,
        'A sentence or two. {places} is the number of places on the plan, in words and with a capital, such as "Thirty-five", which the page fills in',
      ),
      image: picture('Plan'),
      showAllLabel: wordsField('The text of the button that shows every facility', 60),
      groupLabel: wordsField('The text of the button that groups facilities by category', 50),
      viewLabel: wordsField('The text of the button that shows the plan', 30),
      panHint: wordsField('Hint on small screens', 220, 'Says how to see all of the plan'),
      legendHeading: wordsField('Heading of the colour key', 40),
      summaryHeading: wordsField('Heading of the facilities by category', 60),
      listHeading: wordsField('Heading of the list of every facility', 80),
      featuresLabel: wordsField('Label of the features of a facility', 30),
      closeLabel: wordsField('The text of the button that closes a facility', 20),
      countLabel: sentenceWith(
        ['count'],
        'Number of places in a category',
        120,
        'Written for each count: {count, plural, one {# location} other {# locations}}, # being the number; keep the braces and write each form in your language',
      ),
      planner: action('Link under the plan to the circuit planner'),
    }),
    v.title('Plan of the spa grounds'),
  ),
  testimonial: v.pipe(
    v.object({
      heading: wordsField('Heading', 60),
      quote: wordsField('What the guest said', 300),
      name: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1),
        v.maxLength(40),
        v.title("Guest's name"),
        v.description('As the guest agreed to be named, the same in every language'),
      ),
      detail: wordsField('Who the guest is', 40, 'Such as where they came from'),
    }),
    v.title("A guest's words"),
  ),
  stats: v.pipe(
    v.object({ eyebrow: wordsField('Line above the figures', 40) }),
    v.title('Alento in numbers'),
  ),
  closing: v.pipe(
    v.object({
      heading: wordsField('Heading', 40),
      body: wordsField('Text', 150),
      actions: buttons(2),
    }),
    v.title('Closing section'),
  ),
  banner: v.pipe(
    v.object({
      heading: wordsField('Heading', 50),
      body: wordsField('Text', 150),
      actions: buttons(2),
    }),
    v.title('Banner at the end'),
  ),
});

export type HomeWords = v.InferOutput<typeof homeSchema>;
