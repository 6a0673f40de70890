import contact from '../../data/pages/contact/contact.en-GB.json' with { type: 'json' };
import { contactLimits } from '../constants.ts';
import { claims } from '../claims.ts';
import type { ContactWords } from '../data/schemas/contact.ts';
import { listOf } from '../format.ts';
import { language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { siteConfig } from '../site.ts';

/**
 * The Contact page (spec "Contact page", §5 and §9): its words, and the form's labels and limits.
 * Contact details themselves come from `siteConfig`, so a property changes them there once. The
 * form's messages and toasts are the validation package's, next to the rules that raise them.
 * The words are the team's, in `data/pages/contact/`; the figures they name, and each field's
 * limit, are filled in here.
 */

export interface ContactFieldCopy {
  readonly name: 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
  readonly label: string;
  readonly maxLength: number;
  /** The `autocomplete` token, where the browser can fill the field from the guest's details. */
  readonly autoComplete?: 'given-name' | 'family-name' | 'email';
  readonly type?: 'email';
  readonly multiline?: boolean;
  /** Shown under the label before any error: what the field wants, in a few words. */
  readonly hint?: string;
}

const words = contact as ContactWords;
const { locale } = language;
const response = { response: claims.contactResponse };

export const contactPage = {
  heroImage: words.heroImage,
  eyebrow: words.eyebrow,
  lede: fillPlaceholders(words.lede, response, locale),
  details: {
    ...words.details,
    response: fillPlaceholders(words.details.response, response, locale),
    languages: fillPlaceholders(
      words.details.languages,
      { languages: listOf(siteConfig.languages, locale) },
      locale,
    ),
  },
  concierge: words.concierge,
  form: {
    heading: words.form.heading,
    intro: words.form.intro,
    submit: words.form.submit,
    /** When the form cannot fetch what sends a message (the connection dropped, the site was updated). */
    sendUnavailable: words.form.sendUnavailable,
    /** A build without a server shows the checked message with the guest's own apps to send it. */
    handOff: {
      ...words.form.handOff,
      sendWhatsApp: fillPlaceholders(
        words.form.handOff.sendWhatsApp,
        { messagingApp: siteConfig.messagingApp },
        locale,
      ),
    },
    /** The message box's count: seen as "120 / 2000", heard near the limit. */
    characterCount: {
      format: (length: number, max: number) =>
        fillPlaceholders(
          words.form.characterCount.format,
          { length: String(length), max: String(max) },
          locale,
        ),
      announce: (remaining: number) =>
        fillPlaceholders(words.form.characterCount.announce, { remaining }, locale),
    },
    fields: words.form.fields.map(({ name, label, hint, ...field }) => ({
      name,
      label,
      maxLength: contactLimits[name],
      ...field,
      ...(hint === undefined
        ? {}
        : { hint: fillPlaceholders(hint, { min: contactLimits.messageMin }, locale) }),
    })) satisfies readonly ContactFieldCopy[],
  },
};
