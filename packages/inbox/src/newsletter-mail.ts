import { languages, newsletterLinkDays, siteConfig } from '@alento/content';
import { dataFile, fillPlaceholders, readData } from '@alento/content/data';
import type { NewsletterMailWords } from '@alento/content/data';
import { headerText } from './mail.ts';
import type { OutgoingMail } from './outbox.ts';

/**
 * The mail that asks a guest to confirm a newsletter sign-up: plain text, in the language of the
 * page they signed up on, with the link to confirm, how long it works, what happens if they did
 * not ask, and a link to withdraw at once. The words are the content's (`data/newsletter/mail`),
 * read once per language when the server starts.
 */

/** The links a mail carries, absolute, built from the site's origin. */
export interface NewsletterLinks {
  /** The page with the button that confirms. */
  readonly confirm: string;
  /** The page with the button that unsubscribes, for people reading the mail. */
  readonly unsubscribePage: string;
  /** The endpoint a mail program posts to for a one-click unsubscribe (RFC 8058). */
  readonly unsubscribeOneClick: string;
  /** The home page in the mail's language, under the resort's name at the foot. */
  readonly home: string;
}

/** The links of a sign-up, in the language's pages (`/pt/newsletter/confirm?token=…`). */
export function newsletterLinks(
  origin: string,
  locale: string,
  confirmToken: string,
  unsubscribeToken: string,
): NewsletterLinks {
  const prefix = languages.find((language) => language.locale === locale)?.prefix ?? '';
  const base = origin.replace(/\/+$/, '');
  return {
    confirm: `${base}${prefix}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
    unsubscribePage: `${base}${prefix}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    unsubscribeOneClick: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    home: `${base}${prefix}/home`,
  };
}

const wordsByLocale = new Map<string, NewsletterMailWords>();

function mailWords(locale: string): NewsletterMailWords {
  let words = wordsByLocale.get(locale);
  if (!words) {
    words = readData(dataFile('newsletter/mail'), locale) as NewsletterMailWords;
    wordsByLocale.set(locale, words);
  }
  return words;
}

export function confirmationMail(to: string, locale: string, links: NewsletterLinks): OutgoingMail {
  const words = mailWords(locale);
  const fill = (message: string) =>
    fillPlaceholders(message, { name: siteConfig.name, days: newsletterLinkDays }, locale);
  return {
    to: headerText(to, 254),
    subject: headerText(fill(words.subject)),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      words.greeting,
      '',
      fill(words.ask),
      '',
      links.confirm,
      '',
      fill(words.validFor),
      fill(words.ignore),
      '',
      words.unsubscribe,
      links.unsubscribePage,
      '',
      '--',
      siteConfig.name,
      links.home,
    ].join('\n'),
  };
}
