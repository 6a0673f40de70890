import * as v from 'valibot';
import { link, picture, recordId, text, withPlaceholders, words } from './common.ts';
import { markdown } from './prose.ts';

/** The figures an FAQ answer may name; the page writes each in its language. */
export const faqPlaceholders = [
  'messagingApp',
  'contactResponse',
  'assessmentDuration',
  'travelCount',
  'travelList',
  'opens',
  'closes',
  'lastEntry',
  'arrivalMinutes',
  'treatmentPackagesFrom',
  'checkIn',
  'checkOut',
  'familyFrom',
  'familyTo',
  'familyPoolsAge',
  'wholeCircuitAge',
  'kidsPathFrom',
  'kidsPathTo',
  'cancelHours',
  'cancelDays',
] as const;

export type FaqPlaceholder = (typeof faqPlaceholders)[number];

export const faqSchema = v.object({
  heroImage: picture('Picture at the top'),
  eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
  intro: words(v.pipe(text, v.maxLength(200), v.title('Introduction'))),
  groups: v.pipe(
    v.array(
      v.object({
        id: recordId('arriving'),
        heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
        questions: v.pipe(
          v.array(
            v.object({
              id: recordId('arrival-time'),
              question: words(
                v.pipe(
                  text,
                  v.maxLength(100),
                  v.regex(/\?$/, 'End the question with a question mark'),
                  v.title('Question'),
                ),
              ),
              answer: markdown(
                'Answer',
                'A line or two, in Markdown. Times, prices and ages that the site states elsewhere are written as placeholders',
                600,
                faqPlaceholders,
              ),
              link: link('Link to the page that says more'),
            }),
          ),
          v.minLength(1, 'A group has at least one question'),
          v.title('Questions'),
          v.metadata({ item: 'question' }),
        ),
      }),
    ),
    v.minLength(1),
    v.title('Groups of questions'),
    v.metadata({ item: 'group' }),
    v.description('In the order the page shows them; drag to reorder'),
  ),
  closing: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(
        v.pipe(text, v.maxLength(300), withPlaceholders(['contactResponse']), v.title('Text')),
      ),
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
