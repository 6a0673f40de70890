import * as v from 'valibot';
import { picture } from './common.ts';
import { heading, label, markdown, paragraph, points } from './prose.ts';

/**
 * The accessibility statement, in the order of the EU's model statement: compliance status, what
 * is not yet accessible, how it was checked, how to report a barrier, and who enforces it.
 */
export const accessibilitySchema = v.object({
  heroImage: picture('Picture at the top'),
  eyebrow: label('Line above the heading', 'A few words above the page heading', 50),
  lede: paragraph(
    'Introduction',
    'Who the statement is for and what it covers: {name} is the resort, {host} the web address and {languages} the number of the site’s languages in words',
    400,
    ['name', 'host', 'languages'],
  ),
  status: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'The standard the site aims for, then how far it meets it, in Markdown: a blank line between paragraphs',
        1200,
      ),
    }),
    v.title('Compliance status'),
  ),
  limitations: v.pipe(
    v.object({
      heading: heading(),
      points: points(
        'Known limitations',
        'What is not yet accessible, why, and the WCAG criterion it concerns; {seconds} is how long a notice stays, in words',
        900,
        ['seconds'],
      ),
      outside: paragraph(
        'Services outside the statement',
        'The services the site links to that the statement does not cover; {messagingApp} is the messaging app',
        480,
        ['messagingApp'],
      ),
    }),
    v.title('Known limitations'),
  ),
  preparation: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph('Introduction', 'How the statement was prepared, in a sentence or two', 340),
      methods: points(
        'Checks',
        'Each automated check of the site: what it opens and what makes it fail',
        900,
      ),
      limits: paragraph(
        'What the checks cannot find',
        'What automated checks miss, and what has not been done yet',
        420,
      ),
      reviewedLabel: label(
        'Label of the review date',
        'Shown before the date the statement was last reviewed',
      ),
      reviewedNote: label(
        'Note after the review date',
        'Says which day the date is: the day this version of the site was built',
        100,
      ),
    }),
    v.title('How we checked'),
  ),
  feedback: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'How to report a barrier and what to tell us, then how soon we answer, in Markdown: a blank line between paragraphs; {contactResponse} is how soon the team answers',
        1200,
        ['contactResponse'],
        'Placeholders the page fills in: {contactResponse}',
      ),
      emailLabel: label('Label of the e-mail address', 'Shown before the address', 40),
      phoneLabel: label('Label of the phone number', 'Shown before the number', 40),
    }),
    v.title('Report a barrier'),
  ),
  enforcement: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'Where a guest may complain if our answer does not satisfy them, and what that body does, in Markdown: a blank line between paragraphs',
        1200,
      ),
    }),
    v.title('Enforcement procedure'),
  ),
});

export type AccessibilityRecord = v.InferOutput<typeof accessibilitySchema>;
