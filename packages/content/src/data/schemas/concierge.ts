import * as v from 'valibot';
import { picture } from './common.ts';
import { icon, sentenceWith, wordsField } from './words-fields.ts';

/**
 * The AI Concierge page's words (/concierge): its three tabs, the assessment and its toast, and
 * the recommendations shown until a guest has answered. The questions of the assessment and the
 * modes' names have their own record.
 */
export const conciergeSchema = v.object({
  tabs: v.pipe(
    v.array(
      v.object({
        id: v.pipe(
          v.picklist(['about', 'assessment', 'recommendations']),
          v.title('Tab'),
          v.description('Which tab this is'),
        ),
        label: wordsField('Name of the tab', 30),
      }),
    ),
    v.length(3),
    v.title('Tabs'),
    v.metadata({ item: 'tab' }),
  ),
  heroImage: picture('Picture at the top'),
  eyebrow: wordsField('Line above the heading', 70),
  lede: wordsField('Introduction', 280),
  section: v.pipe(
    v.object({
      eyebrow: wordsField('Line above the heading', 30),
      heading: wordsField('Heading', 60),
      privacy: wordsField(
        'What the concierge is and where the answers go',
        420,
        'Said plainly before the first question',
      ),
    }),
    v.title('The concierge'),
  ),
  tabsLabel: wordsField('Name of the tabs, for screen readers', 20),
  about: v.pipe(
    v.object({
      heading: wordsField('Heading', 60),
      paragraphs: v.pipe(
        v.array(
          sentenceWith(
            ['stations'],
            'Paragraph',
            350,
            '{stations} is the number of stations the site states, such as "over 25", which the page fills in',
          ),
        ),
        v.length(2),
        v.title('Paragraphs'),
        v.metadata({ item: 'paragraph' }),
      ),
      modesHeading: wordsField('Heading of the modes', 30),
      modes: v.pipe(
        v.array(
          v.object({
            id: v.pipe(
              v.picklist(['relax', 'refresh', 'revive']),
              v.title('Mode'),
              v.description('Its name and title come from the assessment'),
            ),
            icon,
            description: wordsField('Description', 190),
          }),
        ),
        v.length(3),
        v.title('Modes'),
        v.metadata({ item: 'mode' }),
      ),
      start: wordsField('The text of the button that starts the assessment', 40),
    }),
    v.title('About tab'),
  ),
  assessment: v.pipe(
    v.object({
      heading: wordsField('Heading', 50),
      duration: sentenceWith(
        ['duration'],
        'How long it takes',
        190,
        '{duration} is how long the assessment takes, such as "5-7 minutes", which the page fills in',
      ),
      goalsLabel: wordsField('Question about goals', 80),
      goalsHint: wordsField('Hint under the goals', 80),
      slidersLabel: wordsField('Question about today', 40),
      sliderHint: sentenceWith(
        ['min', 'max', 'low', 'high'],
        'Hint under each slider',
        120,
        '{min} and {max} are the ends of the scale, {low} and {high} what they mean for the slider, in lowercase: the page fills them in',
      ),
      decrease: sentenceWith(
        ['label'],
        "The slider's lower button, for screen readers",
        60,
        "{label} is the slider's name, which the page fills in: in lowercase inside the sentence, as written when it opens it",
      ),
      increase: sentenceWith(
        ['label'],
        "The slider's raise button, for screen readers",
        60,
        "{label} is the slider's name, which the page fills in: in lowercase inside the sentence, as written when it opens it",
      ),
      temperatureLabel: wordsField('Question about temperature', 60),
      activityLabel: wordsField('Question about activity', 40),
      socialLabel: wordsField('Question about company', 40),
      notesLabel: wordsField('Question for anything else', 80),
      notesHint: wordsField('Hint under the notes', 130),
      notesMaxLength: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(100),
        v.maxValue(2000),
        v.title('Most characters in the notes'),
      ),
      submit: wordsField('The text of the send button', 60),
    }),
    v.title('Assessment tab'),
  ),
  toast: v.pipe(
    v.object({
      title: wordsField('Title', 50),
      description: wordsField('Text', 200),
    }),
    v.title('Message when the assessment is sent'),
  ),
  loadFailed: v.pipe(
    v.object({
      title: wordsField('Title', 70),
      description: wordsField('Text', 240),
    }),
    v.title('Message when the recommendations cannot load'),
  ),
  recommendations: v.pipe(
    v.object({
      fixedHeading: wordsField('Heading before the assessment', 90),
      fixedIntro: wordsField('Introduction before the assessment', 260),
      fixed: v.pipe(
        v.array(
          v.object({
            title: wordsField('Title', 90),
            description: sentenceWith(
              ['saunaMin', 'saunaMax', 'rounds'],
              'Description',
              340,
              'The page fills in, in words: {saunaMin} and {saunaMax}, the fewest and most minutes in the sauna, and {rounds}, how many rounds of heat; with a capital when one opens a sentence',
            ),
          }),
        ),
        v.length(3),
        v.title('Recommendations for most guests'),
        v.metadata({ item: 'recommendation' }),
      ),
      takeAssessment: wordsField('The text of the button to the assessment', 40),
      journeyHeading: wordsField('Heading of the journey', 30),
      modeLabel: wordsField('Label of the mode', 20),
      sequenceLabel: wordsField('Label of the sequence', 40),
      stationsLabel: wordsField('Label of the stations', 50),
      touchlessLabel: wordsField('Label of the touchless therapy', 40),
      retake: wordsField('The text of the button to answer again', 50),
      carry: wordsField('The text of the button to request the journey', 50),
      shape: wordsField('The text of the button that opens the journey in the circuit planner', 50),
      book: wordsField('The text of the booking button', 40),
      contact: wordsField('The text of the button to write to the team', 50),
    }),
    v.title('Recommendations tab'),
  ),
});

export type ConciergeWords = v.InferOutput<typeof conciergeSchema>;
