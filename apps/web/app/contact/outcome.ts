import { contactFields } from '@alento/validation';
import type { ContactErrors, ContactField, ContactSubmitOutcome } from '@alento/validation';

import { messages } from '../lib/messages.ts';

const contactToasts = messages.toasts;

export interface ContactToast {
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
}

export interface ContactFormUpdate {
  /** Only a sent message empties the fields; otherwise they keep whatever is in them now. */
  clear: boolean;
  errors: ContactErrors;
  toast: ContactToast;
  /** The field to move focus to: the first one to fix. */
  focus: ContactField | undefined;
}

/**
 * What the form shows after a submit (spec §4 and §8), as a pure function of what happened.
 * Only a sent message clears the fields; every other outcome keeps each character the guest
 * typed, including any typed while the message was being sent. Only 'Too Many Attempts' is
 * destructive in style, as the spec says.
 */
export function contactFormUpdate(outcome: ContactSubmitOutcome): ContactFormUpdate {
  switch (outcome.kind) {
    case 'invalid':
      return {
        clear: false,
        errors: outcome.errors,
        toast: { ...contactToasts.validation, variant: 'default' },
        focus: contactFields.find((field) => outcome.errors[field] !== undefined),
      };
    case 'rate-limited':
      return {
        clear: false,
        errors: {},
        toast: {
          title: contactToasts.tooManyAttempts.title,
          description: contactToasts.tooManyAttempts.description(outcome.minutesLeft),
          variant: 'destructive',
        },
        focus: undefined,
      };
    case 'sent':
      return {
        clear: true,
        errors: {},
        toast: { ...contactToasts.success, variant: 'success' },
        focus: undefined,
      };
    case 'failed':
      return {
        clear: false,
        errors: {},
        toast: { ...contactToasts.error, variant: 'default' },
        focus: undefined,
      };
  }
}
