import { contactRateLimit, rateLimiterNames, requestContactFields } from '@alento/content';
import type { RequestField, RequestPage } from '@alento/content';
import * as v from 'valibot';
import { perCatalogue } from './messages/catalogue.ts';
import type { ValidationCatalogue } from './messages/catalogue.ts';
import { createRateLimiter } from './rate-limit.ts';
import { requestFieldNames } from './request-form.ts';
import type { RateLimiter, RateLimiterOptions } from './rate-limit.ts';
import { emailPattern, namePattern, scriptTagPattern } from './rules.ts';
import { missingArgument, requireCatalogue, requireOptions } from './missing-argument.ts';

/**
 * The request forms' rules (valibot, in the browser), built from a request page's record so one
 * form serves every page. "Today" is passed in, never read from the clock here, so a test fixes
 * the day and the rules that depend on it ("not in the past") are deterministic.
 *
 * Each field reports one message, the first rule it breaks. Two rules span fields and run once
 * both fields are valid on their own: a date that must come after another (a departure after its
 * arrival), and a way to reach the guest (an e-mail address or a phone number, at least one).
 */

/** A request as typed: every field is text, as the form's inputs give it. */
export type RequestValues = Readonly<Record<string, string>>;
export type RequestErrors = Partial<Record<string, string>>;
export type RequestResult =
  | { readonly success: true; readonly data: RequestValues }
  | { readonly success: false; readonly errors: RequestErrors };

export interface RequestClock {
  /** The guest's today as `YYYY-MM-DD`, in their own time zone. */
  readonly today: string;
}

/** What a request's rules depend on besides the page: the day, and the messages' language. */
export interface RequestRuleOptions extends RequestClock {
  readonly catalogue: ValidationCatalogue;
}

type RequestMessages = ValidationCatalogue['request'];

/** The rules' options: a request's messages are in the page's language, so there is no default. */
function requireRuleOptions(
  call: string,
  options: RequestRuleOptions | undefined,
): asserts options is RequestRuleOptions {
  requireOptions(
    call,
    options,
    "{ today: localIsoDate(new Date()), catalogue } with the page's catalogue",
  );
  requireCatalogue(call, options?.catalogue);
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
/**
 * A phone number as people write it: an optional +, then digits with spaces, dots, hyphens or
 * brackets between them; 6 to 15 digits (E.164's most).
 */
const phonePattern = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Whether `YYYY-MM-DD` names a day that exists (no 31 April). */
export function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const trimmed = () => v.pipe(v.string(), v.trim());

function fieldSchema(field: RequestField, today: string, m: RequestMessages) {
  const required = m.required(field.label);
  switch (field.kind) {
    case 'date':
      return v.pipe(
        trimmed(),
        v.nonEmpty(required),
        v.check(isCalendarDate, m.invalidDate(field.label)),
        // ISO dates sort as text.
        v.check((value) => value >= today, m.pastDate(field.label)),
      );
    case 'time':
      return v.pipe(
        trimmed(),
        v.nonEmpty(required),
        v.regex(timePattern, m.invalidTime(field.label)),
      );
    case 'count': {
      const bounds = m.outOfBounds(field.label, field.min, field.max);
      return v.pipe(
        trimmed(),
        v.nonEmpty(required),
        v.regex(/^\d+$/, bounds),
        v.check((value) => Number(value) >= field.min && Number(value) <= field.max, bounds),
      );
    }
    case 'choice':
      return v.pipe(
        trimmed(),
        v.picklist(
          field.options.map((option) => option.value),
          required,
        ),
      );
  }
}

const { name, email, phone, notes } = requestContactFields;

/** The contact fields every request form ends with, built once per catalogue. */
const contactSchemas = perCatalogue(({ request: m }: ValidationCatalogue) => ({
  name: v.pipe(
    trimmed(),
    v.nonEmpty(m.name.required),
    v.maxLength(name.maxLength, m.name.tooLong(name.maxLength)),
    v.regex(namePattern, m.name.invalid),
  ),
  // Either may be empty; the rule that one of them is given spans both.
  email: v.pipe(
    trimmed(),
    v.check((value) => value === '' || emailPattern.test(value), m.email.invalid),
    v.maxLength(email.maxLength, m.email.tooLong(email.maxLength)),
    v.toLowerCase(),
  ),
  phone: v.pipe(
    trimmed(),
    v.check(
      (value) =>
        value === '' ||
        (phonePattern.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15),
      m.phone.invalid,
    ),
    v.maxLength(phone.maxLength, m.phone.invalid),
  ),
  notes: v.pipe(
    trimmed(),
    v.maxLength(notes.maxLength, m.notes.tooLong(notes.maxLength)),
    v.check((value) => !scriptTagPattern.test(value), m.notes.script),
  ),
}));

/** The valibot schema of one request page's fields, for a given today, in a given language. */
export function requestSchemaValibot(
  page: Pick<RequestPage, 'fields'>,
  options: RequestRuleOptions,
) {
  requireRuleOptions('requestSchemaValibot(page, { today, catalogue })', options);
  const { today, catalogue } = options;
  return v.object({
    ...Object.fromEntries(
      page.fields.map((field) => [field.name, fieldSchema(field, today, catalogue.request)]),
    ),
    ...contactSchemas(catalogue),
  });
}

/** What a field that is missing or not text reads as: an empty answer. */
function normalise(page: Pick<RequestPage, 'fields'>, input: unknown): Record<string, string> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    requestFieldNames(page).map((field) => {
      const value = source[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * Validates a request for one page, in the catalogue's language. Takes anything (a missing or
 * non-text field reads as empty) and never throws. The errors are keyed by field name, in the
 * form's order.
 */
export function validateRequestValibot(
  page: Pick<RequestPage, 'fields'>,
  input: unknown,
  options: RequestRuleOptions,
): RequestResult {
  requireRuleOptions('validateRequestValibot(page, input, { today, catalogue })', options);
  const m = options.catalogue.request;
  const values = normalise(page, input);
  const result = v.safeParse(requestSchemaValibot(page, options), values, { abortPipeEarly: true });
  const found: RequestErrors = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && found[key] === undefined) found[key] = issue.message;
    }
  }
  const data: Record<string, string> = result.success
    ? { ...result.output }
    : Object.fromEntries(Object.entries(values).map(([k, value]) => [k, value.trim()]));

  for (const field of page.fields) {
    if (field.kind !== 'date' || field.after === undefined) continue;
    const before = page.fields.find((other) => other.name === field.after);
    const bothValid = found[field.name] === undefined && found[field.after] === undefined;
    if (before && bothValid && (data[field.name] ?? '') <= (data[field.after] ?? '')) {
      found[field.name] = m.notAfter(field.label, before.label);
    }
  }
  const reachable = found.email === undefined && found.phone === undefined;
  if (reachable && data.email === '' && data.phone === '') found.email = m.reach;

  const errors: RequestErrors = {};
  for (const field of requestFieldNames(page)) {
    if (found[field] !== undefined) errors[field] = found[field];
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data };
}

/**
 * The request forms' rate limit: the contact form's rule (3 in 5 minutes), counted apart from
 * the contact form so one does not use up the other.
 */
export function createRequestRateLimiter(
  options: Omit<RateLimiterOptions, 'key' | 'max' | 'windowMs'> = {},
): RateLimiter {
  return createRateLimiter({ ...options, key: rateLimiterNames.request, ...contactRateLimit });
}

export type RequestReviewOutcome =
  | { readonly kind: 'invalid'; readonly errors: RequestErrors }
  | { readonly kind: 'rate-limited'; readonly minutesLeft: number }
  | { readonly kind: 'ready'; readonly data: RequestValues };

/**
 * What happens when a guest asks to review their request: validate (an invalid form costs no
 * attempt), then count the attempt against the rate limit. A ready request is shown to the guest,
 * who sends it from their own app; the site sends nothing.
 */
export function reviewRequest(
  page: Pick<RequestPage, 'fields'>,
  input: unknown,
  options: RequestRuleOptions & { readonly limiter: RateLimiter },
): RequestReviewOutcome {
  const call = 'reviewRequest(page, input, { limiter, today, catalogue })';
  requireRuleOptions(call, options);
  const { limiter, ...rules } = options;
  if (typeof limiter !== 'object' || limiter === null) {
    throw missingArgument(call, 'limiter', 'createRequestRateLimiter(), made once per page');
  }
  const result = validateRequestValibot(page, input, rules);
  if (!result.success) return { kind: 'invalid', errors: result.errors };
  const decision = limiter.attempt();
  if (!decision.allowed) return { kind: 'rate-limited', minutesLeft: decision.minutesLeft };
  return { kind: 'ready', data: result.data };
}
