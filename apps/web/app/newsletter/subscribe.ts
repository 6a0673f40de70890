import type { NewsletterOutcome } from '@alento/ui';

/**
 * The footer's sign-up leaving the page: the address, the page's language (the confirmation
 * mail is written in it), a submission id and the hidden field, as JSON to the inbox; its answer
 * read as the form tells it. Loaded only when a guest first reaches into the form.
 */

export interface SubscribeOptions {
  /** Empty: nothing receives sign-ups, and nothing is sent. */
  readonly endpoint: string;
  readonly language: string;
  readonly id: string;
  readonly website: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

export async function subscribe(
  email: string,
  options: SubscribeOptions,
): Promise<NewsletterOutcome> {
  const { endpoint, language, id, website, timeoutMs = 10_000 } = options;
  if (!endpoint.trim()) return { kind: 'simulated' };
  const doFetch = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, language, id, website }),
      credentials: 'omit',
      signal: controller.signal,
    });
    // Read inside the timeout, so a stalled body also ends in a clear answer.
    const text = await response.text();
    if (response.status === 202) return { kind: 'sent' };
    if (response.status === 422) {
      const message = (JSON.parse(text) as { errors?: { email?: unknown } }).errors?.email;
      if (typeof message === 'string' && message) return { kind: 'invalid', message };
    }
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.status === 429 && retryAfter > 0)
      return { kind: 'rate-limited', minutes: Math.max(1, Math.ceil(retryAfter / 60)) };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
