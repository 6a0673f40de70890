import nodemailer from 'nodemailer';
import type { Deliver } from './sender.ts';
import { requireArgument } from './missing-argument.ts';

/**
 * Delivery through an SMTP server, configured by one URL (`smtp://user:pass@host:587`,
 * `smtps://…` for TLS from the start). Each mail carries its submission's id as its Message-ID,
 * so a mail sent again after a crash between sending and recording it reads as the same mail.
 */
export function smtpDelivery(url: string, from: string): Deliver {
  const call = 'smtpDelivery(url, from)';
  requireArgument(
    call,
    'url',
    url,
    "the SMTP server's URL, e.g. 'smtps://user:pass@mail.example:465'",
    'string',
  );
  requireArgument(
    call,
    'from',
    from,
    "the address the mail comes from, e.g. 'Alento <inbox@alento.example>'",
    'string',
  );
  const address = new URL(url);
  // A server that is slow to answer fails the attempt, which the sender tries again later.
  for (const [name, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
  ] as const)
    if (!address.searchParams.has(name)) address.searchParams.set(name, ms);
  const transport = nodemailer.createTransport(address.toString());
  const domain = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  return async (mail, entry) => {
    await transport.sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
      messageId: `<${entry.id.replace(/[^\w.-]/g, '.')}@${domain}>`,
      // Plain text only: whatever a guest typed is shown as they typed it, never as HTML.
      textEncoding: 'quoted-printable',
    });
  };
}
