import { simulatedSendDelayMs } from '@alento/content';
import type { ContactMessage } from './fields.ts';

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

export interface ContactTransport {
  /** Short name for logs and tests: 'simulated' or 'http'. */
  readonly kind: 'simulated' | 'http';
  send(message: ContactMessage): Promise<void>;
}

export type ContactSendFailure = 'http' | 'network' | 'timeout';

export class ContactSendError extends Error {
  override readonly name = 'ContactSendError';
  readonly reason: ContactSendFailure;
  /** The HTTP status, when the endpoint answered with one that is not 2xx. */
  readonly status: number | undefined;

  constructor(reason: ContactSendFailure, message: string, status?: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.status = status;
  }
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

/** POSTs the message as JSON to `endpoint`; any 2xx answer means it was accepted. */
export function createHttpTransport(options: HttpTransportOptions): ContactTransport {
  const timeoutMs = options.timeoutMs ?? defaultHttpTimeoutMs;
  return {
    kind: 'http',
    async send(message) {
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
          body: JSON.stringify(message),
          credentials: 'omit',
          signal: controller.signal,
        });
        // Read the body (and drop it) inside the timeout, so a stalled body also times out.
        await response.arrayBuffer();
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
