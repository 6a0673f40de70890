import { describe, expect, it, vi } from 'vitest';
import { subscribe } from './subscribe.ts';

const envelope = { language: 'pt-PT', id: 'signup-0001', website: '' };

const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers })));

describe('subscribe', () => {
  it('sends the address with the page’s language, and reads 202 as a link sent', async () => {
    const fetch = answering(202, {});
    const outcome = await subscribe('ana@example.pt', {
      ...envelope,
      endpoint: '/api/newsletter',
      fetch,
    });
    expect(outcome).toEqual({ kind: 'sent' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.pt', ...envelope });
  });

  it('sends nothing, and says so, when the build has nowhere to send', async () => {
    const fetch = answering(202, {});
    expect(await subscribe('ana@example.pt', { ...envelope, endpoint: '', fetch })).toEqual({
      kind: 'simulated',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the server’s message for the field, the wait in minutes, and any other failure', async () => {
    const options = { ...envelope, endpoint: '/api/newsletter' };
    expect(
      await subscribe('ana@', {
        ...options,
        fetch: answering(422, { errors: { email: 'Inválido' } }),
      }),
    ).toEqual({ kind: 'invalid', message: 'Inválido' });
    expect(
      await subscribe('ana@example.pt', {
        ...options,
        fetch: answering(429, {}, { 'Retry-After': '61' }),
      }),
    ).toEqual({ kind: 'rate-limited', minutes: 2 });
    expect(await subscribe('ana@example.pt', { ...options, fetch: answering(500, {}) })).toEqual({
      kind: 'failed',
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await subscribe('ana@example.pt', { ...options, fetch: offline })).toEqual({
      kind: 'failed',
    });
  });
});
