import data from '../../data/pages/newsletter/newsletter.en-GB.json' with { type: 'json' };
import { newsletterLinkDays } from '../constants.ts';
import type { NewsletterPagesWords } from '../data/schemas/newsletter.ts';
import { language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { siteConfig } from '../site.ts';

/**
 * The pages the newsletter's mails link to (/newsletter/confirm, /newsletter/unsubscribe). The
 * words are in `data/pages/newsletter/`; the link's lifetime and the resort's address are filled
 * in here, from the code that enforces and the record that holds them.
 */
const words: NewsletterPagesWords = data;
const { locale } = language;

export const newsletterPages = {
  confirm: {
    ...words.confirm,
    expired: fillPlaceholders(words.confirm.expired, { days: newsletterLinkDays }, locale),
  },
  unsubscribe: {
    ...words.unsubscribe,
    incomplete: fillPlaceholders(
      words.unsubscribe.incomplete,
      { resortEmail: siteConfig.email },
      locale,
    ),
  },
  homeLink: words.homeLink,
} as const;
