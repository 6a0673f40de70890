import { contactLimits } from '@alento/content';

/**
 * The contact form's messages, word for word from the spec (§5 and §8). The limits in them come
 * from the same constants the schema checks, so a property that changes a limit changes its
 * message with it.
 */
export const contactMessages = {
  firstName: {
    required: 'First name is required',
    tooLong: `First name must be less than ${contactLimits.firstName} characters`,
    invalid: 'First name contains invalid characters',
  },
  lastName: {
    required: 'Last name is required',
    tooLong: `Last name must be less than ${contactLimits.lastName} characters`,
    invalid: 'Last name contains invalid characters',
  },
  email: {
    invalid: 'Please enter a valid email address',
    tooLong: `Email must be less than ${contactLimits.email} characters`,
  },
  subject: {
    required: 'Subject is required',
    tooLong: `Subject must be less than ${contactLimits.subject} characters`,
    html: 'HTML tags are not allowed in subject',
  },
  message: {
    tooShort: `Message must be at least ${contactLimits.messageMin} characters long`,
    tooLong: `Message must be less than ${contactLimits.message} characters`,
    script: 'Script tags are not allowed',
  },
} as const;

/** The three messages of a name field; first and last name differ only in their wording. */
export type NameMessages = { readonly [K in keyof typeof contactMessages.firstName]: string };

/** Toasts and the busy label of the contact form (spec §4 and §8). */
export const contactToasts = {
  validation: { title: 'Validation Error', description: 'Please check your input and try again.' },
  error: { title: 'Error', description: 'Something went wrong. Please try again later.' },
  success: {
    title: 'Message Sent',
    description: 'Thank you for your message. Our team will respond shortly.',
  },
  tooManyAttempts: { title: 'Too Many Attempts', description: tooManyAttemptsMessage },
  sending: 'Sending...',
} as const;

/**
 * 'Please wait N minutes before submitting again.' The spec writes the plural; one minute is
 * written in the singular, as a person would write it.
 */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before submitting again.`;
}

/**
 * The request forms' messages, written like the contact form's: the field's own label, then
 * what is wrong, plainly. A label comes from the page's record, so a field renamed there is
 * renamed in its messages too.
 */
export const requestMessages = {
  required: (label: string) => `${label} is required`,
  invalidDate: (label: string) => `${label} must be a valid date`,
  pastDate: (label: string) => `${label} cannot be in the past`,
  notAfter: (label: string, before: string) => `${label} must be after the ${before.toLowerCase()}`,
  invalidTime: (label: string) => `${label} must be a valid time`,
  outOfBounds: (label: string, min: number, max: number) =>
    `${label} must be between ${String(min)} and ${String(max)}`,
  name: {
    required: 'Name is required',
    tooLong: (max: number) => `Name must be less than ${String(max)} characters`,
    invalid: 'Name contains invalid characters',
  },
  email: {
    invalid: contactMessages.email.invalid,
    tooLong: (max: number) => `Email must be less than ${String(max)} characters`,
  },
  phone: { invalid: 'Please enter a valid phone number' },
  reach: 'Please give an e-mail address or a phone number',
  notes: {
    tooLong: (max: number) => `Notes must be less than ${String(max)} characters`,
    script: contactMessages.message.script,
  },
} as const;
