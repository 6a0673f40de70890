import { describe, expect, it } from 'vitest';
import { validationEn, validationPtPT } from '@alento/validation';
import { createInboxHandler } from './handler.ts';
import { createLimiter } from './limiter.ts';
import { newsletterRoutes } from './newsletter.ts';
import { openOutbox } from './outbox.ts';
import { openSubscribers, pendingDays, resendAfterMinutes } from './subscribers.ts';

const origin = 'https://alento.example';
const start = new Date('2026-03-01T10:30:00Z').getTime();

function setUp(limit = 50) {
  const outbox = openOutbox(':memory:');
  const subscribers = openSubscribers(':memory:');
  const clock = { now: start };
  let woken = 0;
  const sender = { wake: () => (woken += 1) };
  const now = () => new Date(clock.now);
  const handler = createInboxHandler({
    outbox,
    sender,
    to: 'hello@alento.example',
    limiter: createLimiter({ limit, windowMs: 15 * 60_000 }),
    now,
    routes: newsletterRoutes({ outbox, subscribers, origin, sender, now }),
  });
  const post = (
    path: string,
    body: unknown,
    { form = false, headers = {} }: { form?: boolean; headers?: Record<string, string> } = {},
  ) =>
    handler(
      new Request(`http://alento.example${path}`, {
        method: 'POST',
        // An empty value leaves the header out, as a mail program sends no Origin.
        headers: Object.fromEntries(
          Object.entries({
            'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
            Origin: 'http://alento.example',
            ...headers,
          }).filter(([, value]) => value !== ''),
        ),
        body: form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body),
      }),
      { clientAddress: '192.0.2.1' },
    );
  const signUp = (email: string, language = 'en-GB') =>
    post('/api/newsletter', { email, language, id: 'signup-0001', website: '' });
  /** The links in the last confirmation mail. */
  const links = () => {
    const text = outbox.pending().at(-1)?.mail.text ?? '';
    const token = (name: string) =>
      new URL(
        text.match(new RegExp(`https://\\S+/newsletter/${name}\\?token=\\S+`))?.[0] ?? origin,
      ).searchParams.get('token') ?? '';
    return { text, confirm: token('confirm'), unsubscribe: token('unsubscribe') };
  };
  return { outbox, subscribers, post, signUp, links, clock, woken: () => woken };
}

describe('POST /api/newsletter', () => {
  it('keeps a pending sign-up and puts one confirmation mail in the outbox', async () => {
    const { outbox, subscribers, signUp, links, woken } = setUp();
    const response = await signUp(' Ana@Example.com ');
    expect(response.status).toBe(202);
    expect(subscribers.counts()).toEqual({ confirmed: 0, pending: 1 });
    expect(subscribers.confirmed()).toEqual([]);
    const [entry, ...others] = outbox.pending();
    expect(others).toEqual([]);
    expect(woken()).toBe(1);
    expect(entry?.kind).toBe('newsletter');
    expect(entry?.mail.to).toBe('ana@example.com');
    expect(entry?.mail.subject).toBe(
      "Please confirm your subscription to Alento's seasonal letters",
    );
    const { text, confirm, unsubscribe } = links();
    expect(text).toContain(`${origin}/newsletter/confirm?token=${confirm}`);
    expect(text).toContain(`${origin}/newsletter/unsubscribe?token=${unsubscribe}`);
    expect(text).toContain(`The link works for ${String(pendingDays)} days.`);
    expect(text).toContain('If you did not ask for our letters, you can ignore this mail');
    expect(text).toContain('Alento');
    expect(confirm).toMatch(/^[\w-]{43}$/);
    expect(entry?.mail.headers).toEqual({
      'List-Unsubscribe': `<${origin}/api/newsletter/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes the mail in the page’s language, with links to that language’s pages', async () => {
    const { outbox, signUp, links } = setUp();
    await signUp('ana@example.pt', 'pt-PT');
    expect(outbox.pending()[0]?.mail.subject).toBe(
      'Confirme a subscrição das cartas de cada estação do Alento',
    );
    expect(links().text).toContain(`${origin}/pt/newsletter/confirm?token=`);
    expect(links().text).toContain('A ligação é válida durante 7 dias.');
    await signUp('lucia@example.es', 'es-ES');
    expect(outbox.pending()[1]?.mail.subject).toBe(
      'Confirma tu suscripción a las cartas de temporada de Alento',
    );
    expect(links().text).toContain(`${origin}/es/newsletter/unsubscribe?token=`);
    expect(links().text).toContain('El enlace dura 7 días.');
  });

  it('refuses a malformed address in the page’s language, and keeps nothing', async () => {
    const { outbox, subscribers, signUp } = setUp();
    const english = await signUp('ana@');
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({ errors: { email: validationEn.contact.email.invalid } });
    const portuguese = await signUp('ana@', 'pt-PT');
    expect(await portuguese.json()).toEqual({
      errors: { email: validationPtPT.contact.email.invalid },
    });
    expect(outbox.pending()).toEqual([]);
    expect(subscribers.counts()).toEqual({ confirmed: 0, pending: 0 });
  });

  it('sends no second mail to a pending address within the pause, and a new link after it', async () => {
    const { outbox, signUp, links, clock } = setUp();
    await signUp('ana@example.com');
    const first = links().confirm;
    clock.now += (resendAfterMinutes - 1) * 60_000;
    expect((await signUp('ANA@example.com')).status).toBe(202);
    expect(outbox.pending()).toHaveLength(1);
    clock.now += 2 * 60_000;
    await signUp('ana@example.com');
    expect(outbox.pending()).toHaveLength(2);
    expect(links().confirm).not.toBe(first);
  });

  it('answers a confirmed address as any other, and sends it nothing', async () => {
    const { outbox, post, signUp, links, clock } = setUp();
    await signUp('ana@example.com');
    await post('/api/newsletter/confirm', { token: links().confirm });
    clock.now += 60 * 60_000;
    const again = await signUp('ana@example.com');
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({});
    expect(outbox.pending()).toHaveLength(1);
  });

  it('keeps header syntax out of the mail’s headers', async () => {
    const { outbox, signUp } = setUp();
    const response = await signUp('ana@example.com\r\nBcc: everyone@example.com');
    expect(response.status).toBe(422);
    expect(outbox.pending()).toEqual([]);
    await signUp('ana+letters@example.com');
    const mail = outbox.pending()[0]?.mail;
    expect(mail?.to).toBe('ana+letters@example.com');
    for (const value of [mail?.to, mail?.subject, ...Object.values(mail?.headers ?? {})])
      expect(value).not.toMatch(/[\r\n]/);
  });

  it('counts sign-ups against the per-address limit: 429 with Retry-After', async () => {
    const { signUp } = setUp(1);
    expect((await signUp('ana@example.com')).status).toBe(202);
    const second = await signUp('rui@example.com');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('confirming', () => {
  it('confirms with the link’s token: only then is the address kept, with its language', async () => {
    const { subscribers, post, signUp, links, clock } = setUp();
    await signUp('ana@example.pt', 'pt-PT');
    clock.now += 60_000;
    const response = await post('/api/newsletter/confirm', {
      token: links().confirm,
      language: 'pt-PT',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'confirmed' });
    expect(subscribers.counts()).toEqual({ confirmed: 1, pending: 0 });
    expect(subscribers.confirmed()).toEqual([
      { email: 'ana@example.pt', language: 'pt-PT', confirmedAt: start + 60_000 },
    ]);
    // A second press is still a confirmation.
    expect(
      await (await post('/api/newsletter/confirm', { token: links().confirm })).json(),
    ).toEqual({ result: 'confirmed' });
  });

  it('reads an unknown token and one past its week alike: expired, and the pending sign-up gone', async () => {
    const { subscribers, post, signUp, links, clock } = setUp();
    expect(await (await post('/api/newsletter/confirm', { token: 'nonsense' })).json()).toEqual({
      result: 'expired',
    });
    expect(await (await post('/api/newsletter/confirm', {})).json()).toEqual({ result: 'expired' });
    await signUp('ana@example.com');
    clock.now += pendingDays * 24 * 60 * 60_000 + 1;
    expect(
      await (await post('/api/newsletter/confirm', { token: links().confirm })).json(),
    ).toEqual({ result: 'expired' });
    expect(subscribers.counts()).toEqual({ confirmed: 0, pending: 0 });
  });

  it('answers a form posted without scripts with 303 to the page in its language', async () => {
    const { subscribers, post, signUp, links } = setUp();
    await signUp('ana@example.pt', 'pt-PT');
    const { confirm } = links();
    // The static page cannot copy the token into its form: it comes from the page's address.
    const response = await post(
      '/api/newsletter/confirm',
      { language: 'pt-PT' },
      {
        form: true,
        headers: { Referer: `http://alento.example/pt/newsletter/confirm?token=${confirm}` },
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/pt/newsletter/confirm?result=confirmed#confirmed',
    );
    expect(subscribers.counts().confirmed).toBe(1);
    const unknown = await post(
      '/api/newsletter/confirm',
      { token: 'nonsense', language: 'es-ES' },
      { form: true },
    );
    expect(unknown.headers.get('Location')).toBe('/es/newsletter/confirm?result=expired#expired');
  });

  it('takes a token from another site’s page for nothing', async () => {
    const { subscribers, post, signUp, links } = setUp();
    await signUp('ana@example.com');
    await post(
      '/api/newsletter/confirm',
      {},
      {
        form: true,
        headers: { Referer: `https://elsewhere.example/?token=${links().confirm}` },
      },
    );
    expect(subscribers.counts().confirmed).toBe(0);
  });
});

describe('unsubscribing', () => {
  it('deletes the address, confirmed or pending', async () => {
    const { subscribers, post, signUp, links } = setUp();
    await signUp('ana@example.com');
    const first = links();
    await post('/api/newsletter/confirm', { token: first.confirm });
    const response = await post('/api/newsletter/unsubscribe', { token: first.unsubscribe });
    expect(await response.json()).toEqual({ result: 'unsubscribed' });
    expect(subscribers.counts()).toEqual({ confirmed: 0, pending: 0 });

    await signUp('rui@example.com');
    await post('/api/newsletter/unsubscribe', { token: links().unsubscribe });
    expect(subscribers.counts()).toEqual({ confirmed: 0, pending: 0 });
  });

  it('takes a mail program’s one-click post to the List-Unsubscribe address', async () => {
    const { outbox, subscribers, post, signUp, links } = setUp();
    await signUp('ana@example.com');
    await post('/api/newsletter/confirm', { token: links().confirm });
    const address = outbox.pending()[0]?.mail.headers?.['List-Unsubscribe'] ?? '';
    const path = new URL(address.slice(1, -1));
    const response = await post(
      `${path.pathname}${path.search}`,
      { 'List-Unsubscribe': 'One-Click' },
      { form: true, headers: { Origin: '' } },
    );
    expect(response.status).toBe(200);
    expect(subscribers.counts().confirmed).toBe(0);
  });

  it('answers a plain form with 303, and a link without its token as incomplete', async () => {
    const { post, signUp, links } = setUp();
    await signUp('ana@example.com');
    const done = await post(
      '/api/newsletter/unsubscribe',
      { token: links().unsubscribe, language: 'en-GB' },
      { form: true },
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(
      '/newsletter/unsubscribe?result=unsubscribed#unsubscribed',
    );
    const incomplete = await post(
      '/api/newsletter/unsubscribe',
      { language: 'pt-PT' },
      { form: true },
    );
    expect(incomplete.headers.get('Location')).toBe(
      '/pt/newsletter/unsubscribe?result=incomplete#incomplete',
    );
  });

  it('is not counted by the per-address limit: a mail provider posts many from one address', async () => {
    const { post, signUp, links } = setUp(1);
    await signUp('ana@example.com');
    for (let press = 0; press < 3; press += 1) {
      expect((await post('/api/newsletter/confirm', { token: links().confirm })).status).toBe(200);
      expect((await post('/api/newsletter/unsubscribe', { token: 'unknown' })).status).toBe(200);
    }
  });

  it('refuses a form-encoded body where only JSON is taken', async () => {
    const { post } = setUp();
    const response = await post('/api/newsletter', { email: 'ana@example.com' }, { form: true });
    expect(response.status).toBe(415);
  });
});
