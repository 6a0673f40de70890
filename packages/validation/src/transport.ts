import { simulatedSendDelayMs } from '@alento/content';
import { contactFields } from './fields.ts';
import type { ContactErrors, ContactMessage } from './fields.ts';
import { missingArgument, requireOptions } from './missing-argument.ts';

/**
 * How a contact message leaves the page. The form knows only this interface; which transport it
 * gets is configuration (see `transportFor`).
 *
 * Decisions:
 * - `send` resolves when the message was accepted and rejects with a `ContactSendError` otherwise.
 *   The form shows one 'Error' toast for every failure and keeps what the guest typed; the error's
 *   `reason` is there for logs and tests.
 * - The default is the spec's behaviour: nothing is sent; the form waits about a second
 *   (`simulatedSendDelayMs`) and reports success.
 * - The HTTP transport POSTs the cleaned message as JSON and counts any 2xx as accepted; it gives
 *   up after `timeoutMs` (10 s by default) so a hung endpoint cannot leave the form "Sending..."
 *   forever. It sends no cookies (`credentials: 'omit'`): the message is all the endpoint needs.
 */

/** What goes with a message besides its fields. */
export interface ContactEnvelope {
  /**
   * The submission's id: the same for every press of Send until the message is accepted, so an
   * endpoint that got the first press and a second one keeps one message.
   */
  readonly id?: string;
  /** The page's language (a locale), in which the endpoint answers. */
  readonly language?: string;
  /** The field hidden from people: only a program fills it. */
  readonly website?: string;
}

export interface ContactTransport {
  /** Short name for logs and tests: 'simulated' or 'http'. */
  readonly kind: 'simulated' | 'http';
  send(message: ContactMessage, envelope?: ContactEnvelope): Promise<void>;
}

/**
 * Why a send failed: `invalid` when the endpoint checked the fields and refused some (their
 * messages are in `fieldErrors`), `rate-limited` when it asks to wait (`retryAfterSeconds`).
 */
export type ContactSendFailure = 'http' | 'network' | 'timeout' | 'invalid' | 'rate-limited';

export class ContactSendError extends Error {
  override readonly name = 'ContactSendError';
  readonly reason: ContactSendFailure;
  /** The HTTP status, when the endpoint answered with one that is not 2xx. */
  readonly status: number | undefined;
  /** The endpoint's message for each field it refused (a 422 answer). */
  readonly fieldErrors: ContactErrors | undefined;
  /** How long the endpoint asked to wait (a 429 answer's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    reason: ContactSendFailure,
    message: string,
    status?: number,
    cause?: unknown,
    details: { fieldErrors?: ContactErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.status = status;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** The field messages of a 422 answer, keeping only the form's fields and their words. */
function fieldErrorsOf(body: unknown): ContactErrors | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const found = Object.fromEntries(
    contactFields.flatMap((field) => {
      const message = (errors as Record<string, unknown>)[field];
      return typeof message === 'string' && message ? [[field, message]] : [];
    }),
  );
  return Object.keys(found).length > 0 ? found : undefined;
}

export interface SimulatedTransportOptions {
  readonly delayMs?: number;
  /** How to wait; `setTimeout` by default (tests may pass a fake clock's). */
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The spec's send: waits about a second and succeeds; nothing leaves the page. */
export function createSimulatedTransport(
  options: SimulatedTransportOptions = {},
): ContactTransport {
  const delayMs = options.delayMs ?? simulatedSendDelayMs;
  const wait = options.wait ?? sleep;
  return {
    kind: 'simulated',
    async send() {
      await wait(delayMs);
    },
  };
}

export interface HttpTransportOptions {
  /** Absolute URL, or a path on the site's own origin (the site's CSP allows only that). */
  readonly endpoint: string;
  readonly timeoutMs?: number;
  /** `globalThis.fetch` by default. */
  readonly fetch?: typeof globalThis.fetch;
}

export const defaultHttpTimeoutMs = 10_000;

/**
 * POSTs the message as JSON to `endpoint`, with its envelope; any 2xx answer means it was
 * accepted. A 422 answer with field messages and a 429 answer with `Retry-After` are told apart,
 * so the form shows them as it shows its own.
 */
export function createHttpTransport(options: HttpTransportOptions): ContactTransport {
  const call = 'createHttpTransport(options)';
  const pass =
    "{ endpoint }, the inbox's URL or a path on the site, e.g. { endpoint: '/api/contact' }";
  requireOptions(call, options, pass);
  if (typeof options.endpoint !== 'string' || options.endpoint.trim() === '') {
    throw missingArgument(call, 'endpoint', pass);
  }
  const timeoutMs = options.timeoutMs ?? defaultHttpTimeoutMs;
  return {
    kind: 'http',
    async send(message, envelope = {}) {
      const doFetch = options.fetch ?? globalThis.fetch;
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await doFetch(options.endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...message, ...envelope }),
          credentials: 'omit',
          signal: controller.signal,
        });
        // Read the body inside the timeout, so a stalled body also times out.
        const text = await response.text();
        if (response.status === 422) {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const fieldErrors = fieldErrorsOf(body);
          if (fieldErrors)
            throw new ContactSendError(
              'invalid',
              'The endpoint refused some fields',
              422,
              undefined,
              {
                fieldErrors,
              },
            );
        }
        const retryAfter = Number(response.headers.get('Retry-After'));
        if (response.status === 429 && retryAfter > 0)
          throw new ContactSendError(
            'rate-limited',
            `Wait ${String(retryAfter)} s`,
            429,
            undefined,
            {
              retryAfterSeconds: retryAfter,
            },
          );
        if (!response.ok) {
          throw new ContactSendError(
            'http',
            `The endpoint answered ${response.status}`,
            response.status,
          );
        }
      } catch (error) {
        if (error instanceof ContactSendError) throw error;
        if (timedOut) {
          throw new ContactSendError(
            'timeout',
            `No answer within ${timeoutMs} ms`,
            undefined,
            error,
          );
        }
        throw new ContactSendError(
          'network',
          'The endpoint could not be reached',
          undefined,
          error,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The transport a build is configured for: the HTTP transport when an endpoint is set (the web
 * app passes `VITE_CONTACT_ENDPOINT`), the simulated send otherwise. White space alone counts
 * as unset.
 */
export function transportFor(endpoint: string | undefined | null): ContactTransport {
  const trimmed = endpoint?.trim();
  return trimmed ? createHttpTransport({ endpoint: trimmed }) : createSimulatedTransport();
}
