import record from '../data/footer/footer.en-GB.json' with { type: 'json' };
import type { Footer } from './data/schemas/footer.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';
import { siteConfig } from './site.ts';

/**
 * The guest footer, the partnership pages' footer and the row of links in both. The words are in
 * `data/footer/`; the resort's name, e-mail and messaging app are filled in here from the site's
 * record.
 */

const words: Footer = record;
const fill = (message: string, figures: Record<string, string>) =>
  fillPlaceholders(message, figures, language.locale);

/** The guest footer (spec "Site footer"). */
export const footer = {
  ...words.footer,
  heading: fill(words.footer.heading, { name: siteConfig.name }),
  /** Plain text, not links: the spec shows them as non-clickable. */
  quickLinks: words.footer.quickLinks,
  newsletter: {
    ...words.footer.newsletter,
    /** A build with nothing to receive sign-ups says so rather than pretend a mail was sent. */
    confirmation: (email: string) =>
      fill(words.footer.newsletter.confirmation, { email, resortEmail: siteConfig.email }),
    sent: (email: string) => fill(words.footer.newsletter.sent, { email }),
    tooManyAttempts: (minutes: number) =>
      fillPlaceholders(words.footer.newsletter.tooManyAttempts, { minutes }, language.locale),
  },
} as const;

/** The partnership pages' footer. */
export const partnershipFooter = {
  ...words.partnershipFooter,
  heading: fill(words.partnershipFooter.heading, { name: siteConfig.name }),
  chatLabel: fill(words.partnershipFooter.chatLabel, { messagingApp: siteConfig.messagingApp }),
  chatMessage: fill(words.partnershipFooter.chatMessage, { name: siteConfig.name }),
} as const;

/**
 * The row of links in every footer, guest and partnership: the pages a guest reads before
 * booking, and Portugal's official electronic complaints book, which the law asks every
 * business with a website to link, under its own name.
 */
export const footerLinks: {
  /** Names the row for assistive technology, beside the header's main menu. */
  readonly label: string;
  readonly items: readonly { readonly label: string; readonly href: string }[];
} = words.footerLinks;

/** A chat link with its message prefilled and URL-encoded. */
export function messagingLink(
  message: string,
  number: string = siteConfig.messagingNumber,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
