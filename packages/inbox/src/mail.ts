import type { ContactMessage } from '@alento/validation';
import type { OutgoingMail } from './outbox.ts';

/**
 * The mails the resort receives, in plain text. Whatever a guest typed reaches a header only
 * through `headerText`, which leaves no line break or control character, so no field can add a
 * header of its own; the body is plain text, so HTML in a message reads as the guest typed it.
 */

/** A value safe for a mail header: one line, no control characters, at most `max` characters. */
export function headerText(value: string, max = 200): string {
  const line = value
    // Control characters, DEL and the Unicode line separators: whatever could end a header line.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A guest's name and address as a mail address, with the name quoted. */
export function guestAddress(name: string, email: string): string {
  const quoted = headerText(name, 120).replace(/["\\]/g, '');
  return quoted ? `"${quoted}" <${headerText(email, 254)}>` : headerText(email, 254);
}

export interface Received {
  /** The page's language, as a locale. */
  readonly locale: string;
  readonly languageName: string;
  readonly at: Date;
  /** The resort's time zone, for the time written in the mail. */
  readonly timeZone: string;
}

const receivedLine = ({ at, timeZone }: Received) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

export function contactMail(message: ContactMessage, received: Received, to: string): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to,
    replyTo: guestAddress(name, message.email),
    subject: headerText(`Website message: ${message.subject}`),
    text: [
      `A guest wrote through the contact form of the website.`,
      '',
      `From:      ${headerText(name)} <${message.email}>`,
      `Subject:   ${headerText(message.subject)}`,
      `Language:  ${received.languageName} (${received.locale}); answer in it if you can`,
      `Received:  ${receivedLine(received)}`,
      '',
      message.message,
      '',
      '--',
      'Reply to this mail to answer the guest: it goes to the address above.',
    ].join('\n'),
  };
}

/** A booking request from a request page, as the guest's own e-mail would have carried it. */
export interface RequestMailParts {
  readonly subject: string;
  readonly text: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The request page's path. */
  readonly page: string;
}

export function requestMail(
  request: RequestMailParts,
  received: Received,
  to: string,
): OutgoingMail {
  const from = request.email
    ? `${headerText(request.name)} <${request.email}>`
    : headerText(request.name);
  return {
    to,
    // With no e-mail address the guest asked to be called: the mail says so, and has no Reply-To.
    ...(request.email ? { replyTo: guestAddress(request.name, request.email) } : {}),
    subject: headerText(`Website request: ${request.subject}`),
    text: [
      `A guest sent a booking request from ${request.page} on the website.`,
      '',
      `From:      ${from}`,
      ...(request.phone ? [`Phone:     ${headerText(request.phone)}`] : []),
      `Language:  ${received.languageName} (${received.locale}); answer in it if you can`,
      `Received:  ${receivedLine(received)}`,
      '',
      'The request, as the guest saw it before sending:',
      '',
      request.text,
      '',
      '--',
      request.email
        ? 'Reply to this mail to answer the guest: it goes to the address above.'
        : 'The guest left no e-mail address: call or message the number above.',
    ].join('\n'),
  };
}
