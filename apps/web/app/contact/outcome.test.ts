import { describe, expect, it } from 'vitest';
import { contactFormUpdate } from './outcome.ts';

describe('contactFormUpdate', () => {
  it('keeps what was typed, shows the messages and focuses the first field to fix', () => {
    expect(
      contactFormUpdate({
        kind: 'invalid',
        errors: {
          email: 'Please enter a valid email address',
          lastName: 'Last name is required',
        },
      }),
    ).toEqual({
      clear: false,
      errors: {
        email: 'Please enter a valid email address',
        lastName: 'Last name is required',
      },
      toast: {
        title: 'Validation Error',
        description: 'Please check your input and try again.',
        variant: 'default',
      },
      focus: 'lastName',
    });
  });

  it('keeps what was typed and says how long to wait when the limit is reached', () => {
    expect(contactFormUpdate({ kind: 'rate-limited', minutesLeft: 3 })).toEqual({
      clear: false,
      errors: {},
      toast: {
        title: 'Too Many Attempts',
        description: 'Please wait 3 minutes before submitting again.',
        variant: 'destructive',
      },
      focus: undefined,
    });
  });

  it('keeps every typed character when the send fails', () => {
    const update = contactFormUpdate({ kind: 'failed', reason: 'timeout' });
    expect(update.clear).toBe(false);
    expect(update.toast).toEqual({
      title: 'Error',
      description: 'Something went wrong. Please try again later.',
      variant: 'default',
    });
  });

  it('clears the fields once the message is sent', () => {
    expect(
      contactFormUpdate({
        kind: 'sent',
        data: {
          firstName: 'Zoë',
          lastName: 'Lee',
          email: 'zoe@example.org',
          subject: 'Spring',
          message: 'Is the Kneipp walk open in April?',
        },
      }),
    ).toEqual({
      clear: true,
      errors: {},
      toast: {
        title: 'Message Sent',
        description: 'Thank you for your message. Our team will respond shortly.',
        variant: 'success',
      },
      focus: undefined,
    });
  });
});
