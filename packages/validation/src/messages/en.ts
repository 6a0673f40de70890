import { contactLimits } from '@alento/content';
import { formatCount, pluralMessage } from './catalogue.ts';
import type { ValidationCatalogue } from './catalogue.ts';

const locale = 'en-GB';
const n = (value: number) => formatCount(locale, value);

const dateParts = new Intl.DateTimeFormat(locale, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'Tuesday 1 December 2026'. The words come from `Intl`, but the order is written here: en-GB's
 * own pattern puts a comma after the weekday in current browsers ("Tuesday, 1 December 2026")
 * and not in older ones, and the request's text must read the same everywhere.
 */
function englishDate(day: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateParts.formatToParts(day).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The spec's English, word for word (§4, §5, §8 and §9). The limits in the messages come from
 * the same constants the schemas check, so a property that changes a limit changes its message.
 */
export const validationEn = {
  locale,
  contact: {
    firstName: {
      required: 'First name is required',
      tooLong: `First name must be less than ${n(contactLimits.firstName)} characters`,
      invalid: 'First name contains invalid characters',
    },
    lastName: {
      required: 'Last name is required',
      tooLong: `Last name must be less than ${n(contactLimits.lastName)} characters`,
      invalid: 'Last name contains invalid characters',
    },
    email: {
      invalid: 'Please enter a valid email address',
      tooLong: `Email must be less than ${n(contactLimits.email)} characters`,
    },
    subject: {
      required: 'Subject is required',
      tooLong: `Subject must be less than ${n(contactLimits.subject)} characters`,
      html: 'HTML tags are not allowed in subject',
    },
    message: {
      tooShort: `Message must be at least ${n(contactLimits.messageMin)} characters long`,
      tooLong: `Message must be less than ${n(contactLimits.message)} characters`,
      script: 'Script tags are not allowed',
    },
  },
  toasts: {
    validation: {
      title: 'Validation Error',
      description: 'Please check your input and try again.',
    },
    error: { title: 'Error', description: 'Something went wrong. Please try again later.' },
    success: {
      title: 'Message Sent',
      description: 'Thank you for your message. Our team will respond shortly.',
    },
    tooManyAttempts: {
      title: 'Too Many Attempts',
      // The spec writes the plural; one minute is written in the singular, as a person would.
      description: pluralMessage(locale, {
        one: (count) => `Please wait ${count} minute before submitting again.`,
        other: (count) => `Please wait ${count} minutes before submitting again.`,
      }),
    },
    sending: 'Sending...',
  },
  request: {
    required: (label) => `${label} is required`,
    invalidDate: (label) => `${label} must be a valid date`,
    pastDate: (label) => `${label} cannot be in the past`,
    notAfter: (label, before) => `${label} must be after the ${before.toLowerCase()}`,
    invalidTime: (label) => `${label} must be a valid time`,
    outOfBounds: (label, min, max) => `${label} must be between ${n(min)} and ${n(max)}`,
    name: {
      required: 'Name is required',
      tooLong: (max) => `Name must be less than ${n(max)} characters`,
      invalid: 'Name contains invalid characters',
    },
    email: {
      invalid: 'Please enter a valid email address',
      tooLong: (max) => `Email must be less than ${n(max)} characters`,
    },
    phone: { invalid: 'Please enter a valid phone number' },
    reach: 'Please give an e-mail address or a phone number',
    notes: {
      tooLong: (max) => `Notes must be less than ${n(max)} characters`,
      script: 'Script tags are not allowed',
    },
  },
  handOff: {
    intro: (subject) => `I would like to request ${subject}.`,
    closing: 'Thank you.',
    subject: (subject, name) => `Request for ${subject}: ${name}`,
    date: englishDate,
  },
} as const satisfies ValidationCatalogue;
