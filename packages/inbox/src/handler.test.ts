import { describe, expect, it } from 'vitest';
import { createInboxHandler } from './handler.ts';
import { createLimiter } from './limiter.ts';
import { openOutbox } from './outbox.ts';

const good = {
  id: 'submission-0001',
  firstName: 'Marta',
  lastName: 'Silva',
  email: 'Marta@Example.com',
  subject: 'A room for two',
  message: 'Do you have a room for two on the first weekend of March?',
  language: 'en-GB',
};

function setUp(limit = 50) {
  const outbox = openOutbox(':memory:');
  let woken = 0;
  const handler = createInboxHandler({
    outbox,
    sender: { wake: () => (woken += 1) },
    to: 'hello@alento.example',
    limiter: createLimiter({ limit, windowMs: 15 * 60_000 }),
    now: () => new Date('2026-03-01T10:30:00Z'),
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
