import * as v from 'valibot';
import { placeholderNames, placeholderProblem } from '../../placeholders.ts';
import { text, withPlaceholders, words } from './common.ts';

/**
 * What the contact form and the request forms say to a guest: the message under a field that
 * cannot be sent as it is, the notices after sending, and the words of the message a guest sends
 * from their own app. `@alento/validation` builds its catalogues from it. The limits are the
 * forms' own figures, so a message names them by placeholder and never holds a number.
 */

const noFigures = v.check(
  // A plural's exact form (`=1 {…}`) is the one place a digit belongs.
  (value: string) => !/\d/.test(value.replace(/=\d+\s*\{/g, '{')),
  'Write a figure as its placeholder, such as {max}: the forms’ limits are set once, with the site’s figures',
);

/** Every placeholder the message is given must stay in it, so no figure or label goes missing. */
const keeps = (names: readonly string[]) =>
  v.check(
    (value: string) =>
      placeholderProblem(value) !== undefined ||
      names.every((name) => placeholderNames(value).includes(name)),
    `Keep every placeholder: ${names.map((name) => `{${name}}`).join(', ')}`,
  );

/** A message with no figure in it. */
const message = (title: string, hint: string, max = 160) =>
  words(v.pipe(text, v.maxLength(max), noFigures, v.title(title), v.description(hint)));

/** A message with placeholders, each of which the form fills in and the message keeps. */
const messageWith = (names: readonly string[], title: string, hint: string, max = 160) =>
  words(
    v.pipe(
      text,
      v.maxLength(max),
      noFigures,
      withPlaceholders(names),
      keeps(names),
      v.title(title),
      v.description(hint),
    ),
  );

const group = <const Entries extends v.ObjectEntries>(
  entries: Entries,
  title: string,
  hint: string,
) => v.pipe(v.object(entries), v.title(title), v.description(hint));

const nameField = (field: string) =>
  group(
    {
      required: message('Left empty', `Shown under the ${field} field when it is left empty`),
      tooLong: messageWith(
        ['max'],
        'Too long',
        `Shown under the ${field} field when it is too long; {max} becomes the most characters it takes`,
      ),
      invalid: message(
        'Other characters',
        `Shown under the ${field} field when it holds digits or symbols a name does not have`,
      ),
    },
    `${field.charAt(0).toUpperCase()}${field.slice(1)}`,
    `The messages of the contact form’s ${field} field`,
  );

const notice = (title: string, hint: string) =>
  group(
    {
      title: message('Title', 'In bold, at the top of the notice', 60),
      description: message('Text', 'Under the title; a whole sentence', 200),
    },
    title,
    hint,
  );

const label = '{label} becomes the field’s label, as the request form shows it';

export const formMessagesSchema = v.object({
  contact: group(
    {
      firstName: nameField('first name'),
      lastName: nameField('last name'),
      email: group(
        {
          invalid: message(
            'Not an e-mail address',
            'Shown under the e-mail field when it is empty or not an e-mail address',
          ),
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the e-mail field when the address is too long; {max} becomes the most characters it takes',
          ),
        },
        'E-mail',
        'The messages of the contact form’s e-mail field',
      ),
      subject: group(
        {
          required: message('Left empty', 'Shown under the subject field when it is left empty'),
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the subject field when it is too long; {max} becomes the most characters it takes',
          ),
          html: message(
            'With code in it',
            'Shown under the subject field when it holds web page code such as <b>',
          ),
        },
        'Subject',
        'The messages of the contact form’s subject field',
      ),
      message: group(
        {
          tooShort: messageWith(
            ['min'],
            'Too short',
            'Shown under the message field when it is too short; {min} becomes the fewest characters it takes',
          ),
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the message field when it is too long; {max} becomes the most characters it takes',
          ),
          script: message(
            'With a script in it',
            'Shown under the message field when it holds a <script> tag',
          ),
        },
        'Message',
        'The messages of the contact form’s message field',
      ),
    },
    'Contact form',
    'Shown under a field of the contact form (/contact) when what was typed cannot be sent',
  ),
  toasts: group(
    {
      validation: notice(
        'Something to correct',
        'After pressing send, when a field of the form needs correcting',
      ),
      error: notice('Not sent', 'When the message or request could not be sent'),
      success: notice('Sent', 'When the contact form’s message has been sent'),
      tooManyAttempts: group(
        {
          title: message('Title', 'In bold, at the top of the notice', 60),
          description: messageWith(
            ['minutes'],
            'Text',
            'How long to wait, in minutes: {minutes, plural, one {# minute} other {# minutes}}, with a form for each plural your language has',
            240,
          ),
        },
        'Too many attempts',
        'When a guest has sent several times in a few minutes and must wait before sending again',
      ),
      sending: message('Button while sending', 'The send button’s text until the answer comes', 40),
    },
    'Notices',
    'The notices that appear at the corner of the screen after pressing send on the contact form or a request form',
  ),
  request: group(
    {
      required: messageWith(
        ['label'],
        'Left empty',
        `Under a field that must be answered; ${label}`,
      ),
      invalidDate: messageWith(
        ['label'],
        'Not a date',
        `Under a date field that does not hold a date; ${label}`,
      ),
      pastDate: messageWith(
        ['label'],
        'A date in the past',
        `Under a date field whose day has gone; ${label}`,
      ),
      notAfter: messageWith(
        ['label', 'earlier'],
        'Not after the earlier date',
        `Under a date that must come after another, such as departure after arrival; ${label}, and {earlier} the other date’s, in small letters unless it stands between quotation marks («{earlier}»)`,
      ),
      invalidTime: messageWith(
        ['label'],
        'Not a time',
        `Under a time field that does not hold a time of day; ${label}`,
      ),
      outOfBounds: messageWith(
        ['label', 'min', 'max'],
        'Outside the range',
        `Under a number, such as guests, that is too small or too large; ${label}, {min} and {max} the fewest and the most it takes`,
      ),
      name: group(
        {
          required: message('Left empty', 'Shown under the name field when it is left empty'),
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the name field when it is too long; {max} becomes the most characters it takes',
          ),
          invalid: message(
            'Other characters',
            'Shown under the name field when it holds digits or symbols a name does not have',
          ),
        },
        'Name',
        'The messages of a request form’s name field',
      ),
      email: group(
        {
          invalid: message(
            'Not an e-mail address',
            'Shown under the e-mail field when it is not an e-mail address',
          ),
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the e-mail field when the address is too long; {max} becomes the most characters it takes',
          ),
        },
        'E-mail',
        'The messages of a request form’s e-mail field',
      ),
      phone: group(
        {
          invalid: message(
            'Not a phone number',
            'Shown under the phone field when it is not a phone number',
          ),
        },
        'Phone',
        'The message of a request form’s phone field',
      ),
      reach: message(
        'Neither e-mail nor phone',
        'Shown under the e-mail field when a guest gives neither an e-mail address nor a phone number',
      ),
      notes: group(
        {
          tooLong: messageWith(
            ['max'],
            'Too long',
            'Shown under the notes field when it is too long; {max} becomes the most characters it takes',
          ),
          script: message(
            'With a script in it',
            'Shown under the notes field when it holds a <script> tag',
          ),
        },
        'Notes',
        'The messages of a request form’s notes field',
      ),
    },
    'Request forms',
    'Shown under a field of a booking request form when what was typed cannot be sent',
  ),
  handOff: group(
    {
      intro: messageWith(
        ['subject'],
        'First sentence',
        'After the greeting; {subject} becomes what is asked for, such as "a spa day", from the request page',
      ),
      closing: message('Last line', 'Before the guest’s name, at the end of the message', 60),
      subject: messageWith(
        ['subject', 'name'],
        'E-mail subject',
        '{subject} becomes what is asked for, {name} the guest’s name',
        120,
      ),
      date: messageWith(
        ['weekday', 'day', 'month', 'year'],
        'How a date is written',
        'The days of a request, such as Tuesday 1 December 2026: {weekday}, {day}, {month} and {year} become the day’s parts, in this language',
        60,
      ),
    },
    'Ready-to-send request',
    'The message a guest sends from their own e-mail or messaging app after filling in a request form, with the request’s answers between these lines',
  ),
});

export type FormMessages = v.InferOutput<typeof formMessagesSchema>;
