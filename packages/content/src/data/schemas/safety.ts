import * as v from 'valibot';
import { picture, recordId, text, words } from './common.ts';
import { heading, label, paragraph, paragraphs } from './prose.ts';
import { buttons, icon } from './words-fields.ts';

/**
 * The safety page's words (/spa/safety): how to move through heat and cold, drinking, the signs
 * to stop, who should ask first, what the hosts help with, and the words around the table of
 * every station (whose rows are the stations' own guidance). Calm and factual: what to expect,
 * never a warning sign in words.
 */

const title = (maxLength: number) => words(v.pipe(text, v.maxLength(maxLength), v.title('Title')));

/** A point with an icon, a short title and a line or two. */
const safetyPoints = (listTitle: string, item: string, hint: string, placeholders: string[] = []) =>
  v.pipe(
    v.array(
      v.object({
        id: recordId('pregnancy'),
        icon,
        title: title(80),
        description: paragraph('Text', hint, 700, placeholders),
      }),
    ),
    v.minLength(1),
    v.title(listTitle),
    v.metadata({ item }),
  );

export const safetySchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: paragraph(
    'Introduction',
    'What the page is for, in a sentence or two under the heading',
    340,
  ),
  rhythm: v.pipe(
    v.object({
      eyebrow: label('Line above the heading', 'A few words above the heading', 50),
      heading: heading(),
      intro: paragraph(
        'Introduction',
        'What a round is and how many make a full visit; {rounds} is that number in words',
        300,
        ['rounds'],
      ),
      steps: v.pipe(
        v.array(
          v.object({
            title: title(80),
            text: paragraph(
              'Text',
              'What to do at this step, in a sentence or two; {rounds} is the number of rounds in words, {min} and {max} are the infrared sauna’s lowest and highest temperature and {saunaTime} how long to stay in the sauna',
              420,
              ['rounds', 'min', 'max', 'saunaTime'],
            ),
          }),
        ),
        v.minLength(1),
        v.title('Steps'),
        v.metadata({ item: 'step' }),
        v.description('The steps of a round, in order, numbered by the page'),
      ),
    }),
    v.title('How to move through heat and cold'),
  ),
  hydration: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: paragraphs(
        'Paragraphs',
        'Why and how much to drink, then where to find water and tea',
        360,
      ),
    }),
    v.title('Drinking'),
  ),
  signs: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph('Introduction', 'Leads into the list of signs to stop', 240),
      items: v.pipe(
        v.array(words(v.pipe(text, v.maxLength(120), v.title('Sign')))),
        v.minLength(1),
        v.title('Signs to stop'),
        v.metadata({ item: 'sign' }),
        v.description('Each sign that a guest should step out, in a few words'),
      ),
      then: paragraph(
        'What to do then',
        'What a guest does after stepping out, and how the hosts help',
        480,
      ),
    }),
    v.title('When to stop'),
  ),
  askFirst: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph('Introduction', 'Leads into the guests who should check first', 340),
      items: safetyPoints(
        'Who should ask first',
        'case',
        'What this guest should know or do before going in; {familyPoolsAge} is the age from which children join the family pools, {wholeCircuitAge} the age for the whole circuit',
        ['familyPoolsAge', 'wholeCircuitAge'],
      ),
    }),
    v.title('Before you go in'),
  ),
  hosts: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph('Introduction', 'Where the hosts are and that guests may ask them', 300),
      items: safetyPoints(
        'What the hosts help with',
        'help',
        'What the hosts do, in a sentence',
        [],
      ),
    }),
    v.title('What our hosts can help with'),
  ),
  table: v.pipe(
    v.object({
      eyebrow: label('Line above the heading', 'A few words above the heading', 50),
      heading: heading(),
      intro: paragraph('Introduction', 'Leads into the table of every station', 380),
      caption: label(
        'Caption of the table',
        'Says what the table shows, read aloud by screen readers',
        120,
      ),
      stationLabel: label('Heading of the station column', 'Above the stations’ names'),
      timeLabel: label('Heading of the time column', 'Above the recommended times'),
    }),
    v.title('Table of every station'),
    v.description('The rows are the stations’ own guidance, kept with the stations'),
  ),
  closing: v.pipe(
    v.object({
      heading: heading(),
      body: paragraph('Text', 'Invites questions about health before booking', 320),
      actions: buttons(2),
    }),
    v.title('Closing section'),
  ),
});

export type SafetyRecord = v.InferOutput<typeof safetySchema>;
