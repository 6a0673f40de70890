import { requestPages } from '@alento/content';
import type { RequestPage } from '@alento/content';
import {
  composeRequest,
  requestFieldNames,
  validateRequestValibot,
  validationEn,
} from '@alento/validation';
import type { RequestLine, ValidationCatalogue } from '@alento/validation';

/**
 * A booking request as the server reads it, in one language. The request pages' fields, labels
 * and messages are the words of a language's build, so the site bundles one desk per language
 * (`apps/web/server/request-desk.ts`) and hands them to the inbox; `createRequestDesk` makes one
 * from a language's records, and with no arguments the English one.
 */

/** What a guest sent from a request page: the page, what each field holds, and any journey. */
export interface RequestSubmission {
  /** The request page's path, as the site names it (`/booking/spa`). */
  readonly page: string;
  readonly values: Readonly<Record<string, string>>;
  /** The concierge's journey, as the page's address carried it (`?journey=…`). */
  readonly journey: string;
}

export type RequestReview =
  | { readonly kind: 'unknown-page' }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | {
      readonly kind: 'ready';
      /** What the guest's own e-mail would have said: subject, lines and text, in their language. */
      readonly subject: string;
      readonly lines: readonly RequestLine[];
      readonly text: string;
      readonly name: string;
      readonly email: string;
      readonly phone: string;
    };

export interface RequestDesk {
  /** The language whose words it reads and writes. */
  readonly locale: string;
  /** Checks a submission with the form's rules, for a `today` as `YYYY-MM-DD`, and composes it. */
  review(submission: RequestSubmission, today: string): RequestReview;
}

export interface RequestDeskParts {
  readonly locale?: string;
  readonly pages?: readonly RequestPage[];
  readonly catalogue?: ValidationCatalogue;
  /** The lines a journey adds to a page's request, as the page shows them; none by default. */
  readonly carried?: (page: RequestPage, journey: string) => readonly RequestLine[];
}

export function createRequestDesk({
  locale = 'en-GB',
  pages = requestPages,
  catalogue = validationEn,
  carried = () => [],
}: RequestDeskParts = {}): RequestDesk {
  return {
    locale,
    review({ page: path, values, journey }, today) {
      const page = pages.find((each) => each.path === path);
      if (!page) return { kind: 'unknown-page' };
      const result = validateRequestValibot(page, values, { today, catalogue });
      if (!result.success) {
        const errors = Object.fromEntries(
          Object.entries(result.errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        return { kind: 'invalid', errors };
      }
      const request = composeRequest(page, result.data, catalogue, carried(page, journey));
      const read = (name: string) => result.data[name] ?? '';
      return {
        kind: 'ready',
        ...request,
        name: read('name'),
        email: read('email'),
        phone: read('phone'),
      };
    },
  };
}

/** A submission's fields from a JSON body: only the page's own names, and only text. */
export function requestSubmissionOf(
  body: Readonly<Record<string, unknown>>,
  pages: readonly Pick<RequestPage, 'path' | 'fields'>[] = requestPages,
): RequestSubmission {
  const path = typeof body.page === 'string' ? body.page : '';
  const page = pages.find((each) => each.path === path);
  const source =
    typeof body.values === 'object' && body.values !== null
      ? (body.values as Record<string, unknown>)
      : {};
  const values = Object.fromEntries(
    (page ? requestFieldNames(page) : []).map((name) => {
      const value = source[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  return { page: path, values, journey: typeof body.journey === 'string' ? body.journey : '' };
}

/**
 * The guest's today, wherever they are: the date in the last time zone to reach it (UTC−12), so a
 * guest whose day has begun and one whose day has not ended both pass "not in the past".
 */
export function earliestToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Etc/GMT+12',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
