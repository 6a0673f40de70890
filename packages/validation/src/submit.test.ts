import { describe, expect, it } from 'vitest';
import type { ContactMessage } from './fields.ts';
import { validationEn } from './messages/catalogues.ts';
import { createContactRateLimiter } from './rate-limit.ts';
import { submitContactMessage } from './submit.ts';
import { ContactSendError } from './transport.ts';
import type { ContactTransport } from './transport.ts';

const typed = {
  firstName: ' Ōta ',
  lastName: 'Núñez',
  email: 'Ota@Example.org ',
  subject: 'Winter stay',
  message: 'Do the Beehive Pods stay warm in January?',
};

function recordingTransport(fail?: unknown) {
  const sent: ContactMessage[] = [];
  const transport: ContactTransport = {
    kind: 'simulated',
    async send(message) {
      sent.push(message);
      if (fail) throw fail;
    },
  };
  return { sent, transport };
}

const limiter = () => createContactRateLimiter({ now: () => 0, storage: null });

describe('submitContactMessage', () => {
  it('sends the cleaned message once and reports it sent', async () => {
    const { sent, transport } = recordingTransport();
    const calls: string[] = [];
    const outcome = await submitContactMessage(typed, {
      limiter: limiter(),
      transport,
      catalogue: validationEn,
      onSending: () => calls.push(`sending with ${sent.length} sent`),
    });
    expect(calls).toEqual(['sending with 0 sent']);
    const data = {
      firstName: 'Ōta',
      lastName: 'Núñez',
      email: 'ota@example.org',
      subject: 'Winter stay',
      message: 'Do the Beehive Pods stay warm in January?',
    };
    expect(outcome).toEqual({ kind: 'sent', data });
    expect(sent).toEqual([data]);
  });

  it('sends nothing and costs no attempt when the form is invalid', async () => {
    const { sent, transport } = recordingTransport();
    const shared = limiter();
    const onSending = () => {
      throw new Error('an invalid form is never sent');
    };
    const outcome = await submitContactMessage(
      { ...typed, firstName: '' },
      { limiter: shared, transport, catalogue: validationEn, onSending },
    );
    expect(outcome).toEqual({ kind: 'invalid', errors: { firstName: 'First name is required' } });
    expect(sent).toEqual([]);
    expect(shared.check()).toEqual({ allowed: true, remaining: 3 });
  });

  it('refuses the fourth send with the minutes left, sending nothing', async () => {
    const { sent, transport } = recordingTransport();
    const shared = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await submitContactMessage(typed, { limiter: shared, transport, catalogue: validationEn }))
          .kind,
      ).toBe('sent');
    }
    expect(
      await submitContactMessage(typed, { limiter: shared, transport, catalogue: validationEn }),
    ).toEqual({
      kind: 'rate-limited',
      minutesLeft: 5,
    });
    expect(sent).toHaveLength(3);
  });

  it('shows the endpoint’s own field messages and wait as the form shows its own', async () => {
    const refused = recordingTransport(
      new ContactSendError('invalid', 'refused', 422, undefined, {
        fieldErrors: { email: 'Please enter a valid email address' },
      }),
    );
    expect(
      await submitContactMessage(typed, {
        limiter: limiter(),
        transport: refused.transport,
        catalogue: validationEn,
      }),
    ).toEqual({ kind: 'invalid', errors: { email: 'Please enter a valid email address' } });
    const limited = recordingTransport(
      new ContactSendError('rate-limited', 'wait', 429, undefined, { retryAfterSeconds: 125 }),
    );
    expect(
      await submitContactMessage(typed, {
        limiter: limiter(),
        transport: limited.transport,
        catalogue: validationEn,
      }),
    ).toEqual({ kind: 'rate-limited', minutesLeft: 3 });
  });

  it('reports a failed send with its reason', async () => {
    const http = recordingTransport(new ContactSendError('http', 'The endpoint answered 503', 503));
    expect(
      await submitContactMessage(typed, {
        limiter: limiter(),
        transport: http.transport,
        catalogue: validationEn,
      }),
    ).toEqual({
      kind: 'failed',
      reason: 'http',
    });
    const odd = recordingTransport(new TypeError('boom'));
    expect(
      await submitContactMessage(typed, {
        limiter: limiter(),
        transport: odd.transport,
        catalogue: validationEn,
      }),
    ).toEqual({
      kind: 'failed',
      reason: 'unknown',
    });
  });
});
