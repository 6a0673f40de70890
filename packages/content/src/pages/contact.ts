import { contactLimits } from '../constants.ts';
import { claims } from '../claims.ts';
import { listOf } from '../format.ts';
import { siteConfig } from '../site.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Contact page (spec "Contact page", §5 and §9): its words, and the form's labels and limits.
 * Contact details themselves come from `siteConfig`, so a property changes them there once. The
 * form's messages and toasts are the validation package's, next to the rules that raise them.
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

export const contactPage = {
  heroImage: 'hero-contact' satisfies MediaKey,
  eyebrow: 'Get in touch',
  lede: `Questions about the spa circuit, a stay in the forest or a retreat for your team? Write to us: a person on our team reads every message and answers ${claims.contactResponse}.`,
  details: {
    heading: 'Reach us directly',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    locationLabel: 'Location',
    responseHeading: 'When we answer',
    response: `We answer every message ${claims.contactResponse}.`,
    languages: `Our team speaks ${listOf(siteConfig.languages)}.`,
  },
  concierge: {
    heading: 'Planning your spa day?',
    text: 'Our AI Concierge builds a journey through the circuit from your goals, stress level and preferences in a few minutes.',
    link: { label: 'Ask the AI Concierge', path: '/concierge' },
  },
  form: {
    heading: 'Send us a message',
    intro: 'Every field is needed so we can answer you properly.',
    submit: 'Send Message',
    /** When the form cannot fetch what sends a message (the connection dropped, the site was updated). */
    sendUnavailable: {
      title: 'Message Not Sent',
      description:
        "We couldn't load what the form needs to send your message. Check your connection and try again: everything you typed is still here.",
    },
    /** The message box's count: seen as "120 / 2000", heard near the limit. */
    characterCount: {
      format: (length: number, max: number) => `${length} / ${max}`,
      announce: (remaining: number) =>
        `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`,
    },
    fields: [
      {
        name: 'firstName',
        label: 'First name',
        maxLength: contactLimits.firstName,
        autoComplete: 'given-name',
      },
      {
        name: 'lastName',
        label: 'Last name',
        maxLength: contactLimits.lastName,
        autoComplete: 'family-name',
      },
      {
        name: 'email',
        label: 'Email',
        maxLength: contactLimits.email,
        autoComplete: 'email',
        type: 'email',
      },
      { name: 'subject', label: 'Subject', maxLength: contactLimits.subject },
      {
        name: 'message',
        label: 'Message',
        maxLength: contactLimits.message,
        multiline: true,
        hint: `At least ${contactLimits.messageMin} characters.`,
      },
    ] satisfies readonly ContactFieldCopy[],
  },
} as const;
