import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

const line = (max: number, title: string, description?: string) =>
  words(
    description
      ? v.pipe(text, v.maxLength(max), v.title(title), v.description(description))
      : v.pipe(text, v.maxLength(max), v.title(title)),
  );

const network = line(
  240,
  'When the server cannot be reached',
  'Says nothing changed and what to do: the button stays on the page',
);

/**
 * The two pages a newsletter mail links to: confirming a sign-up and leaving the list. Each
 * shows a button, as mail scanners open links and only a guest presses a button, and then one
 * sentence for what happened, with the next step.
 */
export const newsletterPagesSchema = v.object({
  confirm: v.pipe(
    v.object({
      intro: line(300, 'Introduction', 'Above the button: what pressing it does'),
      button: line(60, 'Button'),
      sending: line(60, 'Button while confirming'),
      confirmed: line(300, 'Once confirmed'),
      expired: words(
        v.pipe(
          text,
          v.maxLength(300),
          withPlaceholders(['days']),
          v.title('When the link has expired or is unknown'),
          v.description(
            '{days} becomes the number of days a link works; say how to get a new one (the form at the foot of every page)',
          ),
        ),
      ),
      network,
    }),
    v.title('Confirmation page'),
    v.description('/newsletter/confirm, opened from the link in the confirmation mail'),
  ),
  unsubscribe: v.pipe(
    v.object({
      intro: line(300, 'Introduction', 'Above the button: what pressing it does'),
      button: line(60, 'Button'),
      sending: line(60, 'Button while unsubscribing'),
      unsubscribed: line(300, 'Once unsubscribed'),
      incomplete: words(
        v.pipe(
          text,
          v.maxLength(300),
          withPlaceholders(['resortEmail']),
          v.title('When the link lacks its code'),
          v.description("{resortEmail} becomes the resort's address"),
        ),
      ),
      network,
    }),
    v.title('Unsubscribe page'),
    v.description('/newsletter/unsubscribe, opened from the link in every newsletter mail'),
  ),
  homeLink: line(60, 'Link to the home page', 'Under every result, as the next step'),
});

export type NewsletterPagesWords = v.InferOutput<typeof newsletterPagesSchema>;

const mailLine = (max: number, names: readonly string[], title: string, description: string) =>
  words(
    v.pipe(
      text,
      v.maxLength(max),
      withPlaceholders(names),
      v.title(title),
      v.description(description),
    ),
  );

/** The mail that asks a guest to confirm a sign-up, in plain text, in the page's language. */
export const newsletterMailSchema = v.object({
  subject: mailLine(120, ['name'], 'Subject', "{name} becomes the resort's name"),
  greeting: line(60, 'Greeting'),
  ask: mailLine(
    400,
    ['name'],
    'What to do',
    'Before the confirmation link, which follows on its own line; {name} becomes the resort’s name',
  ),
  validFor: mailLine(200, ['days'], 'How long the link works', '{days} becomes the number of days'),
  ignore: mailLine(
    300,
    ['days'],
    'If the guest did not ask',
    'Say they can ignore it and that nothing is kept; {days} becomes the number of days after which the request is deleted',
  ),
  unsubscribe: line(
    200,
    'Before the unsubscribe link',
    'The link follows on its own line; it removes the address at once',
  ),
});

export type NewsletterMailWords = v.InferOutput<typeof newsletterMailSchema>;
