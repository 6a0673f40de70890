import * as v from 'valibot';
import { picture } from './common.ts';
import { heading, label, markdown, paragraph, points } from './prose.ts';

/** The rate limiters whose notes the browser keeps: the contact form's and the request pages'. */
export const rateLimiters = ['contact', 'request'] as const;

/** The privacy page: what the website does with a guest's data, exactly as the code does it. */
export const privacySchema = v.object({
  heroImage: picture('Picture at the top'),
  eyebrow: label('Line above the heading', 'A few words above the page heading', 50),
  lede: paragraph('Introduction', 'What the page tells, in a sentence', 260),
  summary: v.pipe(
    v.object({
      heading: heading(),
      points: points(
        'Points',
        'The page in short: one point each for cookies, tracking, where requests go and what the browser keeps; {messagingApp} is the messaging app',
        500,
        ['messagingApp'],
      ),
    }),
    v.title('In short'),
  ),
  controller: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph(
        'Introduction',
        'Leads to the name and address of the controller of personal data, which the page takes from the resort',
        300,
      ),
      emailLabel: label('Label of the e-mail address', 'Shown before the address'),
    }),
    v.title('Who is responsible'),
  ),
  forms: v.pipe(
    v.object({
      heading: heading(),
      contactForm: v.pipe(
        v.object({
          title: heading('Title'),
          kept: paragraph(
            'When the form sends nothing',
            'Shown where the contact form only checks the message and sends nothing (the usual site): says so and how to reach the team; {email} and {phone} are the resort’s',
            520,
            ['email', 'phone'],
          ),
          sent: paragraph(
            'When the form sends the message',
            'Shown where the contact form sends the message to the resort’s own server (the usual site): what travels, how long it is kept, who reads it; {email} is the resort’s, {keepDays} how many days a delivered message is kept, {limitMinutes} the server’s counting window',
            900,
            ['email', 'keepDays', 'limitMinutes'],
          ),
        }),
        v.title('The contact form'),
      ),
      requestPages: v.pipe(
        v.object({
          title: heading('Title'),
          kept: paragraph(
            'When the site sends no request',
            'Shown where the request pages only hand the request to the guest’s own apps; {messagingApp} is the messaging app',
            700,
            ['messagingApp'],
          ),
          sent: paragraph(
            'When the site can send the request',
            'Shown where the request pages can send the request to the resort’s own server (the usual site); {name} is the resort’s name, {keepDays} how many days a delivered request is kept, {messagingApp} the messaging app',
            900,
            ['name', 'keepDays', 'messagingApp'],
          ),
        }),
        v.title('The request pages'),
      ),
      newsletter: v.pipe(
        v.object({
          title: heading('Title'),
          kept: paragraph(
            'When the site keeps no address',
            'Shown where the newsletter sign-up sends nothing (a site without its own server)',
            500,
          ),
          sent: paragraph(
            'When the site keeps the address',
            'Shown where the sign-up goes to the resort’s own server (the usual site): what is kept, until when, and who uses it; {linkDays} is how many days a confirmation link works',
            1000,
            ['linkDays'],
          ),
        }),
        v.title('The newsletter sign-up'),
      ),
      points: points(
        'The other forms',
        'What each of the other forms does with what a guest types; {messagingApp} is the messaging app',
        700,
        ['messagingApp'],
      ),
    }),
    v.title('What you type into the site'),
  ),
  storage: v.pipe(
    v.object({
      heading: heading(),
      intro: paragraph(
        'Introduction',
        'What the browser keeps for the site, in a sentence or two',
        300,
      ),
      local: v.pipe(
        v.array(
          v.object({
            limiter: v.pipe(
              v.picklist(rateLimiters),
              v.metadata({ fixed: true }),
              v.title('Which form'),
              v.description(
                'The form whose uses the note counts; the page shows the name the browser keeps it under',
              ),
            ),
            text: paragraph(
              'What the note is',
              'What the note holds, why, and how long it is kept; {max} is the number of times in words and {minutes} how long each counts, in words',
              700,
              ['max', 'minutes'],
            ),
          }),
        ),
        v.length(rateLimiters.length, 'The site keeps one note a form: list each once'),
        v.title('Notes kept until cleared (local storage)'),
        v.metadata({ item: 'note' }),
      ),
      circuitPlan: paragraph(
        'The circuit planner’s note',
        'What the circuit planner keeps in local storage (the guest’s own circuit) and until when',
        500,
      ),
      session: v.pipe(
        v.array(
          v.object({
            text: paragraph(
              'What the note is',
              'The scroll positions the browser keeps for the tab, and when they are emptied',
              500,
            ),
          }),
        ),
        v.length(1, 'The site keeps one such note'),
        v.title('Notes kept while the tab is open (session storage)'),
        v.metadata({ item: 'note' }),
      ),
      offline: v.pipe(
        v.array(
          v.object({
            text: paragraph(
              'What the copies are',
              'The pages the service worker keeps for use without a connection: what, why, and how to remove them',
              700,
            ),
          }),
        ),
        v.length(1, 'The site keeps one such cache'),
        v.title('Copies kept for use without a connection (cache storage)'),
        v.metadata({ item: 'note' }),
      ),
      notes: markdown(
        'Closing notes',
        'That nothing else is kept, in Markdown: a blank line between paragraphs',
        600,
      ),
    }),
    v.title('What your browser keeps'),
  ),
  server: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'What the server sees of a visit and keeps, then how pages travel and what other sites learn, in Markdown: a blank line between paragraphs',
        2000,
      ),
    }),
    v.title('What our server sees'),
  ),
  elsewhere: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'The other services the site links to, and when their own terms apply, in Markdown: a blank line between paragraphs; {messagingApp} is the messaging app and {networks} the resort’s social networks, listed',
        2000,
        ['messagingApp', 'networks'],
        'Placeholders the page fills in: {messagingApp}, {networks}',
      ),
    }),
    v.title('Links to other services'),
  ),
  rights: v.pipe(
    v.object({
      heading: heading(),
      paragraphs: markdown(
        'Paragraphs',
        'A guest’s rights under the GDPR, then where to write ({email} is the resort’s address) and where to complain, in Markdown: a blank line between paragraphs',
        2000,
        ['email'],
        'Placeholders the page fills in: {email}',
      ),
    }),
    v.title('Your rights'),
  ),
});

export type PrivacyRecord = v.InferOutput<typeof privacySchema>;
