import * as v from 'valibot';
import { picture } from './common.ts';
import { sitePath } from '../../model/schemas.ts';
import { sentenceWith, wordsField } from './words-fields.ts';

/**
 * The Contact page's words (/contact) and its form's labels. The resort's own contact details
 * are in the resort's record (`data/site/`), and the form's limits in the site's code.
 */
export const contactSchema = v.object({
  heroImage: picture('Picture at the top'),
  eyebrow: wordsField('Line above the heading', 40),
  lede: sentenceWith(
    ['response'],
    'Introduction',
    400,
    'A sentence or two. {response} is when the team answers, such as "within 24 hours", which the page fills in',
  ),
  details: v.pipe(
    v.object({
      heading: wordsField('Heading', 50),
      emailLabel: wordsField('Label of the e-mail address', 40),
      phoneLabel: wordsField('Label of the phone number', 20),
      locationLabel: wordsField('Label of the address', 30),
      responseHeading: wordsField('Heading of when the team answers', 40),
      response: sentenceWith(
        ['response'],
        'When the team answers',
        110,
        '{response} is when the team answers, such as "within 24 hours", which the page fills in',
      ),
      languages: sentenceWith(
        ['languages'],
        'Languages the team speaks',
        100,
        "{languages} is the list of the team's languages, from the resort's record, which the page fills in",
      ),
    }),
    v.title('Contact details'),
  ),
  concierge: v.pipe(
    v.object({
      heading: wordsField('Heading', 70),
      text: wordsField('Text', 300),
      link: v.pipe(
        v.object({
          label: wordsField('Link text', 50),
          path: v.pipe(
            sitePath,
            v.title('Page'),
            v.description('A path of the site, such as /spa'),
          ),
        }),
        v.title('Link'),
      ),
    }),
    v.title('The AI concierge'),
  ),
  form: v.pipe(
    v.object({
      heading: wordsField('Heading', 50),
      intro: wordsField('Introduction', 150),
      submit: wordsField('The text of the send button', 30),
      sendUnavailable: v.pipe(
        v.object({
          title: wordsField('Title', 40),
          description: wordsField('Text', 320),
        }),
        v.title('When the message cannot be sent'),
        v.description('Shown when the form cannot load what sends a message'),
      ),
      handOff: v.pipe(
        v.object({
          heading: wordsField('Heading', 60),
          intro: wordsField('Line under it', 260),
          sendWhatsApp: sentenceWith(
            ['messagingApp'],
            'Text of the button that sends by messaging app',
            40,
            '{messagingApp} is the messaging app',
          ),
          sendEmail: wordsField('Text of the button that sends by e-mail', 36),
          edit: wordsField('Text of the button that goes back to the form', 40),
        }),
        v.title('Where the site cannot send the message itself'),
        v.description(
          'On a site without its own server, the checked message is shown with buttons that open the guest’s own apps',
        ),
      ),
      characterCount: v.pipe(
        v.object({
          format: sentenceWith(
            ['length', 'max'],
            'Count under the message',
            30,
            'Seen under the message box: {length} is the number of characters written, {max} the most allowed',
          ),
          announce: sentenceWith(
            ['remaining'],
            'Characters left, read aloud',
            160,
            'Read by screen readers near the limit, written for each count: {remaining, plural, one {# character left} other {# characters left}}, # being the number; keep the braces and write each form in your language',
          ),
        }),
        v.title('Count of characters in the message'),
      ),
      fields: v.pipe(
        v.array(
          v.object({
            name: v.pipe(
              v.picklist(['firstName', 'lastName', 'email', 'subject', 'message']),
              v.title('Field'),
              v.description('Which field of the form this is'),
            ),
            label: wordsField('Label', 40),
            autoComplete: v.optional(
              v.pipe(
                v.picklist(['given-name', 'family-name', 'email']),
                v.title('What the browser may fill in'),
                v.description("From the guest's own details: the first name, last name or e-mail"),
              ),
            ),
            type: v.optional(
              v.pipe(
                v.picklist(['email']),
                v.title('Kind of field'),
                v.description('An e-mail address field checks what is typed'),
              ),
            ),
            multiline: v.optional(
              v.pipe(v.boolean(), v.title('Several lines'), v.description('For the message')),
            ),
            hint: v.optional(
              sentenceWith(
                ['min'],
                'Hint under the label',
                60,
                'What the field wants, in a few words; {min} is the fewest characters a message may have, which the page fills in',
              ),
            ),
          }),
        ),
        v.length(5),
        v.title('Fields of the form'),
        v.metadata({ item: 'field' }),
      ),
    }),
    v.title('The form'),
  ),
});

export type ContactWords = v.InferOutput<typeof contactSchema>;
