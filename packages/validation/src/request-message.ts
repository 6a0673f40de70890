import { requestContactFieldNames, requestContactFields, requestCopy } from '@alento/content';
import type { RequestPage } from '@alento/content';
import type { ValidationCatalogue } from './messages/catalogue.ts';
import type { RequestValues } from './request.ts';
import { missingArgument, requireCatalogue } from './missing-argument.ts';

/**
 * A request as the guest will send it: the readable lines the page shows, the plain text, and
 * the two hand-offs to the guest's own apps (a WhatsApp chat and an e-mail), each with the text
 * filled in. Nothing here sends anything.
 */

export interface RequestLine {
  readonly label: string;
  readonly value: string;
}

export interface ComposedRequest {
  readonly subject: string;
  /** What the summary lists: one line per answered field, in the form's order. */
  readonly lines: readonly RequestLine[];
  /** The message, lines separated by "\n". */
  readonly text: string;
}

export interface RequestChannels {
  /** Digits only, country code first (`siteConfig.messagingNumber`). */
  readonly messagingNumber: string;
  /** Where e-mailed requests go (`siteConfig.email`). */
  readonly email: string;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2026-12-01' → 'Tuesday 1 December 2026', 'terça-feira, 1 de dezembro de 2026', 'martes, 1 de
 * diciembre de 2026': the catalogue writes the day in its language. Anything not a date is left
 * as it is.
 */
export function formatRequestDate(iso: string, catalogue: ValidationCatalogue): string {
  requireCatalogue('formatRequestDate(iso, catalogue)', catalogue);
  const match = isoDatePattern.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return catalogue.handOff.date(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Composes the request from valid values (see `validateRequestValibot`), in the catalogue's
 * language. `extra` lines follow the page's own fields: what a concierge journey carried over,
 * for example. The greeting, the labels and the page's subject are `@alento/content`'s words.
 */
export function composeRequest(
  page: Pick<RequestPage, 'fields' | 'subject'>,
  values: RequestValues,
  catalogue: ValidationCatalogue,
  extra: readonly RequestLine[] = [],
): ComposedRequest {
  requireCatalogue('composeRequest(page, values, catalogue, extra)', catalogue);
  const words = catalogue.handOff;
  const read = (name: string) => (values[name] ?? '').trim();
  const fieldLines = page.fields.map((field): RequestLine => {
    const value = read(field.name);
    switch (field.kind) {
      case 'date':
        return { label: field.label, value: formatRequestDate(value, catalogue) };
      case 'choice':
        return {
          label: field.label,
          value: field.options.find((option) => option.value === value)?.label ?? value,
        };
      default:
        return { label: field.label, value };
    }
  });
  const contactLines = requestContactFieldNames
    .map((name) => ({ label: requestContactFields[name].messageLabel, value: read(name) }))
    .filter((line) => line.value !== '');
  const lines = [...fieldLines, ...extra, ...contactLines];
  const text = [
    requestCopy.greeting,
    '',
    words.intro(page.subject),
    '',
    ...lines.map((line) => `${line.label}: ${line.value}`),
    '',
    words.closing,
  ].join('\n');
  const subject = words.subject(page.subject, read('name'));
  return { subject, lines, text };
}

/** The resort's channels come from the property's own site configuration, never a default. */
function requireChannels(call: string, channels: unknown): void {
  if (typeof channels !== 'object' || channels === null) {
    throw missingArgument(
      call,
      'channels',
      "siteConfig from @alento/content, or the property's own",
    );
  }
}

/** A WhatsApp chat with the text filled in (`%20` for spaces, as `encodeURIComponent` writes). */
export function whatsAppRequestUrl(
  channels: Pick<RequestChannels, 'messagingNumber'>,
  text: string,
) {
  requireChannels('whatsAppRequestUrl(channels, text)', channels);
  return `https://wa.me/${channels.messagingNumber}?text=${encodeURIComponent(text)}`;
}

/**
 * An e-mail with subject and body filled in. RFC 6068 asks for line breaks in a mailto body as
 * CRLF (`%0D%0A`), and percent-encoding throughout (so `%20`, never `+`).
 */
export function mailtoRequestUrl(
  channels: Pick<RequestChannels, 'email'>,
  subject: string,
  text: string,
): string {
  requireChannels('mailtoRequestUrl(channels, subject, text)', channels);
  const body = text.replace(/\r?\n/g, '\r\n');
  return `mailto:${channels.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
