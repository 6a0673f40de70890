import type { RequestErrors } from '@alento/validation';

/**
 * Sends a reviewed request to the resort's inbox and says what became of it, as the form shows
 * it: accepted; refused with a message for some fields (the server checks the rules again);
 * asked to wait; or not sent at all (no connection, no answer within the time, a server fault).
 */

export interface RequestSubmission {
  /** The same for every press of Send of the same request, so the inbox keeps one. */
  readonly id: string;
  readonly language: string;
  /** The request page's path. */
  readonly page: string;
  readonly values: Readonly<Record<string, string>>;
  /** The concierge's journey, as the page's address carries it. */
  readonly journey: string;
  /** The field hidden from people. */
  readonly website: string;
}

export type RequestSendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly errors: RequestErrors }
  | { readonly kind: 'rate-limited'; readonly minutesLeft: number }
  | { readonly kind: 'failed' };

export interface SendOptions {
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

async function readErrors(response: Response): Promise<RequestErrors | undefined> {
  try {
    const { errors } = (await response.json()) as { errors?: unknown };
    if (!errors || typeof errors !== 'object') return undefined;
    const found = Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  } catch {
    return undefined;
  }
}

export async function sendRequest(
  endpoint: string,
  submission: RequestSubmission,
  { timeoutMs = 10_000, fetch = globalThis.fetch }: SendOptions = {},
): Promise<RequestSendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(submission),
      credentials: 'omit',
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent' };
    if (response.status === 422) {
      const errors = await readErrors(response);
      if (errors) return { kind: 'invalid', errors };
    }
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.status === 429 && retryAfter > 0)
      return { kind: 'rate-limited', minutesLeft: Math.max(1, Math.ceil(retryAfter / 60)) };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
