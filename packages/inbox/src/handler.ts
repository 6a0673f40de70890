import { randomUUID } from 'node:crypto';
import { languages } from '@alento/content';
import { validationEn, validationEsES, validationPtPT } from '@alento/validation';
import type { ValidationCatalogue } from '@alento/validation';
import { validateContactZod } from '@alento/validation/zod';
import type { Limiter } from './limiter.ts';
import { contactMail, requestMail } from './mail.ts';
import { StorageUnavailable } from './outbox.ts';
import type { Outbox, OutgoingMail } from './outbox.ts';
import { createRequestDesk, earliestToday, requestSubmissionOf } from './requests.ts';
import type { RequestDesk } from './requests.ts';
import type { Sender } from './sender.ts';
import { requireArgument } from './missing-argument.ts';

/**
 * What the site's forms send, received by a standard Fetch handler
 * (`(request) => Promise<Response>`), so the same code runs in the project's own server and on a
 * serverless platform. Nothing from the page is trusted: the body is checked again with the same
 * rules and messages as the form, in the page's language. A submission is answered 202 only once
 * it is stored in the outbox; the sender delivers it from there.
 */

export interface InboxOptions {
  readonly outbox: Outbox;
  /** Woken after each new entry, so mail leaves at once when the mail server is up. */
  readonly sender?: Pick<Sender, 'wake'>;
  /** Where the resort reads what guests send. */
  readonly to: string;
  readonly limiter: Limiter;
  /** The resort's time zone, for the time a mail says it was received. */
  readonly timeZone?: string;
  /** The largest body accepted, in bytes. */
  readonly maxBodyBytes?: number;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
  /**
   * The request pages' rules and words in each language, by locale; a language without its own
   * desk is read in English.
   */
  readonly requestDesks?: Readonly<Record<string, RequestDesk>>;
  /** More routes beside the contact form's (the newsletter's), by path. */
  readonly routes?: Readonly<Record<string, InboxRoute>>;
}

/** How a route's body arrived: a form posted without scripts is answered with a redirect. */
export interface RouteRequest {
  readonly url: URL;
  /** Sent as `application/x-www-form-urlencoded`, not JSON. */
  readonly form: boolean;
  readonly headers: Headers;
}

export interface InboxRoute {
  readonly handle: (body: Record<string, unknown>, request: RouteRequest) => Response;
  /** Also takes a form-encoded body, as a browser without scripts and a mail program send. */
  readonly acceptsForm?: boolean;
  /**
   * Counted by the per-address limiter (unless `false`), which keeps a program from mailing
   * strangers through a form; a route that sends no mail and needs a secret from a mail may opt out.
   */
  readonly limited?: boolean;
}

/** Where the request came from, as the server saw it (a Fetch request does not carry it). */
export interface InboxContext {
  readonly clientAddress?: string;
}

export type InboxHandler = (request: Request, context?: InboxContext) => Promise<Response>;

export const catalogues: Record<string, ValidationCatalogue> = {
  'en-GB': validationEn,
  'pt-PT': validationPtPT,
  'es-ES': validationEsES,
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** What the headers alone tell: refused before the limiter counts it or the body is read. */
function checkHeaders(request: Request, url: URL, maxBytes: number, acceptsForm: boolean): void {
  const origin = request.headers.get('origin');
  if (origin === 'null' || (origin !== null && URL.parse(origin)?.host !== url.host))
    throw new Refusal(403, 'The form was sent from another site');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type) && !(acceptsForm && isForm(type)))
    throw new Refusal(415, 'Send the form as JSON (Content-Type: application/json)');
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    throw new Refusal(413, `The form is larger than ${String(maxBytes)} bytes`);
}

const isForm = (type: string) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);

async function readBody(request: Request, maxBytes: number, form: boolean): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new Refusal(413, `The form is larger than ${String(maxBytes)} bytes`);
    }
    chunks.push(read.value);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  if (form) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(400, 'The form did not arrive as readable JSON');
  }
}

const unavailable = {
  error: 'The form could not be kept just now, so it was not received; try again shortly',
};

const submissionId = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : randomUUID();

export function createInboxHandler(options: InboxOptions): InboxHandler {
  const call = 'createInboxHandler(options)';
  const pass =
    "{ outbox: openOutbox(file), to: the resort's address, limiter: createLimiter(parseRateLimit('5/15m')) }, or inboxFromEnv() for all three";
  requireArgument(call, 'options', options, pass);
  requireArgument(
    call,
    'outbox',
    options.outbox,
    'openOutbox(file), where messages wait to be mailed',
  );
  requireArgument(
    call,
    'to',
    options.to,
    "the resort's address the messages are mailed to",
    'string',
  );
  requireArgument(call, 'limiter', options.limiter, "createLimiter(parseRateLimit('5/15m'))");
  const {
    outbox,
    sender,
    to,
    limiter,
    timeZone = 'Europe/Lisbon',
    maxBodyBytes = 16 * 1024,
    now = () => new Date(),
    log = () => {},
    requestDesks = {},
    routes: moreRoutes = {},
  } = options;
  const englishDesk = requestDesks['en-GB'] ?? createRequestDesk();

  /** The page's language, as a locale the site has; English when it names none. */
  const localeOf = (body: Record<string, unknown>) =>
    typeof body.language === 'string' && catalogues[body.language] ? body.language : 'en-GB';
  const received = (locale: string) => ({
    locale,
    languageName: (languages.find((each) => each.locale === locale) ?? languages[0]).name,
    at: now(),
    timeZone,
  });
  const keep = (kind: string, id: string, mail: OutgoingMail): Response => {
    let added: boolean;
    try {
      ({ added } = outbox.add(`${kind}:${id}`, kind, mail, now().getTime()));
    } catch (error) {
      // Not kept, so not accepted: the guest is told to try again and keeps what they typed.
      log(
        `inbox: a ${kind} could not be kept: ${error instanceof Error ? error.message : String(error)}`,
      );
      return json(503, unavailable, { 'Retry-After': '60' });
    }
    if (added) sender?.wake();
    return json(202, { id });
  };

  const contact = (body: Record<string, unknown>): Response => {
    const locale = localeOf(body);
    const result = validateContactZod(body, catalogues[locale] ?? validationEn);
    if (!result.success) return json(422, { errors: result.errors });
    return keep('contact', submissionId(body.id), contactMail(result.data, received(locale), to));
  };

  const request = (body: Record<string, unknown>): Response => {
    const locale = localeOf(body);
    const desk = requestDesks[locale] ?? englishDesk;
    const submission = requestSubmissionOf(body);
    const review = desk.review(submission, earliestToday(now()));
    if (review.kind === 'unknown-page')
      throw new Refusal(400, 'The request names no request page of this site');
    if (review.kind === 'invalid') return json(422, { errors: review.errors });
    const mail = requestMail({ ...review, page: submission.page }, received(locale), to);
    return keep('request', submissionId(body.id), mail);
  };

  const routes: Record<string, InboxRoute> = {
    '/api/contact': { handle: contact },
    '/api/request': { handle: request },
    ...moreRoutes,
  };

  return async (request, context = {}) => {
    const url = new URL(request.url);
    const route = routes[url.pathname];
    if (!route) return json(404, { error: 'No such address' });
    if (request.method !== 'POST')
      return json(405, { error: 'Send the form with POST' }, { Allow: 'POST' });
    try {
      checkHeaders(request, url, maxBodyBytes, route.acceptsForm === true);
      const form = isForm(request.headers.get('content-type') ?? '');
      const decision =
        route.limited !== false
          ? limiter.take(context.clientAddress ?? 'unknown')
          : { allowed: true, retryAfterSeconds: 0 };
      if (!decision.allowed)
        return json(
          429,
          { error: 'Too many attempts', retryAfterSeconds: decision.retryAfterSeconds },
          { 'Retry-After': String(decision.retryAfterSeconds) },
        );
      const body = await readBody(request, maxBodyBytes, form);
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw new Refusal(400, 'The form did not arrive as a JSON object');
      const fields = body as Record<string, unknown>;
      // A field hidden from people: only a program fills it. It is told all went well.
      if (typeof fields.website === 'string' && fields.website.trim() !== '') {
        log(`inbox: dropped a ${url.pathname} submission that filled the hidden field`);
        return json(202, { id: submissionId(undefined) });
      }
      return route.handle(fields, { url, form, headers: request.headers });
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, { error: error.message });
      if (error instanceof StorageUnavailable) {
        log(`inbox: ${error.message}`);
        return json(503, unavailable, { 'Retry-After': '60' });
      }
      log(`inbox: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return json(500, { error: 'The form could not be received; nothing was kept' });
    }
  };
}
