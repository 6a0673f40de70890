import { randomUUID } from 'node:crypto';
import { languages } from '@alento/content';
import { validationEn } from '@alento/validation';
import { validateNewsletterZod } from '@alento/validation/zod';
import { catalogues, json } from './handler.ts';
import type { InboxRoute, RouteRequest } from './handler.ts';
import { confirmationMail, newsletterLinks } from './newsletter-mail.ts';
import type { Outbox } from './outbox.ts';
import type { Sender } from './sender.ts';
import type { Subscribers } from './subscribers.ts';

/**
 * The newsletter's double opt-in, as routes of the inbox:
 *
 * - `POST /api/newsletter` `{ email, language, id, website }`: checks the address, keeps a pending
 *   sign-up and puts a confirmation mail in the outbox, in the page's language; `202`. An address
 *   already confirmed, or mailed a moment ago, is answered the same and sent nothing, so the
 *   answer never tells whether an address is on the list.
 * - `POST /api/newsletter/confirm` `{ token, language }`: confirms; `{ result: 'confirmed' }` or
 *   `{ result: 'expired' }` (an unknown link reads the same).
 * - `POST /api/newsletter/unsubscribe` `{ token, language }` (or `?token=` in the address, as a
 *   mail's `List-Unsubscribe` link has it): deletes the address; `{ result: 'unsubscribed' }`.
 *
 * Confirming and unsubscribing are buttons on pages, as mail scanners open links but press no
 * buttons. Posted as a plain form (no scripts), they are answered `303` to the page with the
 * result as its fragment (`/pt/newsletter/confirm?result=confirmed#confirmed`), which the page
 * shows with CSS alone.
 */

export interface NewsletterOptions {
  readonly outbox: Outbox;
  readonly subscribers: Subscribers;
  /** Where the links in the mails lead: the site's public origin. */
  readonly origin: string;
  readonly sender?: Pick<Sender, 'wake'>;
  readonly now?: () => Date;
}

export type NewsletterResult = 'confirmed' | 'expired' | 'unsubscribed' | 'incomplete';

const localeOf = (value: unknown) =>
  typeof value === 'string' && catalogues[value] ? value : 'en-GB';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The link's token: from the body, else from the address (a one-click unsubscribe), else, for a
 * form posted without scripts, from the page it was posted from, whose address carries it (a
 * static page cannot copy it into the form by itself).
 */
function tokenOf(body: Record<string, unknown>, request: RouteRequest): string {
  const inBody = text(body.token);
  if (inBody) return inBody;
  const inUrl = request.url.searchParams.get('token');
  if (inUrl) return inUrl;
  if (!request.form) return '';
  const referer = URL.parse(request.headers.get('referer') ?? '');
  return referer?.host === request.url.host ? (referer.searchParams.get('token') ?? '') : '';
}

/** The answer to a confirm or unsubscribe: JSON for scripts, a redirect for a plain form. */
function answer(
  request: RouteRequest,
  page: 'confirm' | 'unsubscribe',
  locale: string,
  result: NewsletterResult,
): Response {
  if (!request.form) return json(200, { result });
  const prefix = languages.find((language) => language.locale === locale)?.prefix ?? '';
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${prefix}/newsletter/${page}?result=${result}#${result}`,
      'Cache-Control': 'no-store',
    },
  });
}

export function newsletterRoutes(options: NewsletterOptions): Record<string, InboxRoute> {
  const { outbox, subscribers, origin, sender, now = () => new Date() } = options;

  const signUp = (body: Record<string, unknown>): Response => {
    const locale = localeOf(body.language);
    const result = validateNewsletterZod(body, catalogues[locale] ?? validationEn);
    if (!result.success) return json(422, { errors: result.errors });
    const at = now().getTime();
    const { email } = result.data;
    const outcome = subscribers.signUp(email, locale, at);
    if (outcome.send) {
      const links = newsletterLinks(origin, locale, outcome.confirmToken, outcome.unsubscribeToken);
      // Each new link is one mail, whatever the page's submission id: the pause between mails
      // is the subscribers' table's to keep.
      const { added } = outbox.add(
        `newsletter:${randomUUID()}`,
        'newsletter',
        confirmationMail(email, locale, links),
        at,
      );
      if (added) sender?.wake();
    }
    return json(202, {});
  };

  const confirm = (body: Record<string, unknown>, request: RouteRequest): Response => {
    const locale = localeOf(body.language);
    const token = tokenOf(body, request);
    const result = token ? subscribers.confirm(token, now().getTime()) : 'expired';
    return answer(request, 'confirm', locale, result);
  };

  const unsubscribe = (body: Record<string, unknown>, request: RouteRequest): Response => {
    const locale = localeOf(body.language);
    const token = tokenOf(body, request);
    if (!token) return answer(request, 'unsubscribe', locale, 'incomplete');
    // An unknown link is answered as done: the address is not on the list either way.
    subscribers.unsubscribe(token);
    // A mail program's one-click post (RFC 8058) wants a plain success, not a page.
    if (body['List-Unsubscribe'] === 'One-Click') return json(200, { result: 'unsubscribed' });
    return answer(request, 'unsubscribe', locale, 'unsubscribed');
  };

  return {
    '/api/newsletter': { handle: signUp },
    '/api/newsletter/confirm': { handle: confirm, acceptsForm: true, limited: false },
    '/api/newsletter/unsubscribe': { handle: unsubscribe, acceptsForm: true, limited: false },
  };
}
