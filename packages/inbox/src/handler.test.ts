import { validationPtPT } from '@alento/validation';
import { describe, expect, it } from 'vitest';
import { createInboxHandler } from './handler.ts';
import { createLimiter } from './limiter.ts';
import { openOutbox, outboxWhenWritable } from './outbox.ts';
import { createRequestDesk } from './requests.ts';

const good = {
  id: 'submission-0001',
  firstName: 'Marta',
  lastName: 'Silva',
  email: 'Marta@Example.com',
  subject: 'A room for two',
  message: 'Do you have a room for two on the first weekend of March?',
  language: 'en-GB',
};

function setUp(limit = 50, outbox = openOutbox(':memory:')) {
  let woken = 0;
  const handler = createInboxHandler({
    outbox,
    sender: { wake: () => (woken += 1) },
    to: 'hello@alento.example',
    limiter: createLimiter({ limit, windowMs: 15 * 60_000 }),
    now: () => new Date('2026-03-01T10:30:00Z'),
    requestDesks: {
      'pt-PT': createRequestDesk({ locale: 'pt-PT', catalogue: validationPtPT }),
    },
  });
  const post = (body: unknown, headers: Record<string, string> = {}, path = '/api/contact') =>
    handler(
      new Request(`http://alento.example${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://alento.example',
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { clientAddress: '192.0.2.1' },
    );
  return { outbox, post, woken: () => woken };
}

describe('POST /api/contact', () => {
  it('answers 202 once the message is in the outbox, and a second press is not a second mail', async () => {
    const { outbox, post, woken } = setUp();
    const response = await post(good);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ id: 'submission-0001' });
    expect((await post(good)).status).toBe(202);
    const [entry, ...others] = outbox.pending();
    expect(others).toEqual([]);
    expect(woken()).toBe(1);
    expect(entry?.mail).toEqual({
      to: 'hello@alento.example',
      replyTo: '"Marta Silva" <marta@example.com>',
      subject: 'Website message: A room for two',
      text: expect.stringContaining(
        'Received:  1 March 2026 at 10:30 WET\n\nDo you have a room for two on the first weekend of March?',
      ) as unknown as string,
    });
  });

  it('checks the fields again and answers in the page’s language, one message a field', async () => {
    const { outbox, post } = setUp();
    const response = await post({ ...good, email: 'marta@', message: 'Olá', language: 'pt-PT' });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'message']);
    expect(errors.message).toMatch(/mensagem/i);
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps line breaks and header syntax out of the mail’s headers, and HTML as plain text', async () => {
    const { outbox, post } = setUp();
    await post({
      ...good,
      subject: 'Rooms\r\nBcc: everyone@example.com',
      lastName: 'Silva',
      message: '<b>Bold</b> question about rooms for two people',
    });
    const mail = outbox.pending()[0]?.mail;
    expect(mail?.subject).toBe('Website message: Rooms Bcc: everyone@example.com');
    expect(mail?.text).toContain('<b>Bold</b> question');
  });

  it('drops, quietly, what fills the field hidden from people', async () => {
    const { outbox, post } = setUp();
    const response = await post({ ...good, website: 'http://spam.example' });
    expect(response.status).toBe(202);
    expect(outbox.pending()).toEqual([]);
  });

  it('refuses what is not a form from this site, with a plain reason', async () => {
    const { outbox, post } = setUp();
    expect((await post(good, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('{"firstName":', {})).status).toBe(400);
    expect((await post([good])).status).toBe(400);
    expect((await post({ ...good, message: 'x'.repeat(20_000) })).status).toBe(413);
    const crossSite = await post(good, { Origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'The form was sent from another site' });
    expect((await post(good, {}, '/api/unknown')).status).toBe(404);
    expect(outbox.pending()).toEqual([]);
  });

  it('answers 429 with Retry-After past the limit', async () => {
    const { post } = setUp(2);
    expect((await post({ ...good, id: 'submission-0001' })).status).toBe(202);
    expect((await post({ ...good, id: 'submission-0002' })).status).toBe(202);
    const third = await post({ ...good, id: 'submission-0003' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(Number(third.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
  });
});

const dayPass = {
  id: 'request-0001',
  page: '/booking/day-pass',
  language: 'en-GB',
  values: {
    date: '2026-03-14',
    guests: '2',
    name: 'Marta Silva',
    email: 'marta@example.com',
    phone: '',
    notes: 'We would love a quiet corner.',
  },
};

describe('POST /api/request', () => {
  it('keeps a booking request as the guest saw it, once, with Reply-To the guest', async () => {
    const { outbox, post } = setUp();
    const response = await post(dayPass, {}, '/api/request');
    expect(response.status).toBe(202);
    expect((await post(dayPass, {}, '/api/request')).status).toBe(202);
    const [entry, ...others] = outbox.pending();
    expect(others).toEqual([]);
    expect(entry?.kind).toBe('request');
    expect(entry?.mail.replyTo).toBe('"Marta Silva" <marta@example.com>');
    expect(entry?.mail.subject).toMatch(/^Website request: /);
    expect(entry?.mail.text).toContain('from /booking/day-pass on the website');
    expect(entry?.mail.text).toContain('Date: Saturday 14 March 2026');
    expect(entry?.mail.text).toContain('Notes: We would love a quiet corner.');
  });

  it('checks the request again with the page’s rules, in the page’s language', async () => {
    const { outbox, post } = setUp();
    const response = await post(
      {
        ...dayPass,
        language: 'pt-PT',
        values: { ...dayPass.values, date: '2026-02-01', email: '', phone: '' },
      },
      {},
      '/api/request',
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(['date', 'email']);
    expect(errors.email).toMatch(/telefone/);
    expect(outbox.pending()).toEqual([]);
  });

  it('a guest who left only a phone number gets a mail that says to call', async () => {
    const { outbox, post } = setUp();
    await post(
      { ...dayPass, values: { ...dayPass.values, email: '', phone: '+351 912 345 678' } },
      {},
      '/api/request',
    );
    const mail = outbox.pending()[0]?.mail;
    expect(mail?.replyTo).toBeUndefined();
    expect(mail?.text).toContain('Phone:     +351 912 345 678');
    expect(mail?.text).toContain('call or message the number above');
  });

  it('refuses a request for a page the site does not have', async () => {
    const { outbox, post } = setUp();
    const response = await post({ ...dayPass, page: '/booking/moon' }, {}, '/api/request');
    expect(response.status).toBe(400);
    expect(outbox.pending()).toEqual([]);
  });
});

describe('an outbox that cannot be written', () => {
  it('answers 503, so the guest tries again, and keeps nothing half-way', async () => {
    const log: string[] = [];
    const outbox = outboxWhenWritable('/dev/null/outbox.sqlite', (line) => log.push(line));
    const { post } = setUp(50, outbox);
    const response = await post(good);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(log[0]).toMatch(/cannot be opened/);
    expect(outbox.pending()).toEqual([]);
  });
});
