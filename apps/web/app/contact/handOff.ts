import { siteConfig } from '@alento/content';
import { mailtoRequestUrl, whatsAppRequestUrl } from '@alento/validation';
import type { ContactMessage } from '@alento/validation';

/** A checked message as the guest's own apps will carry it. */
export interface HandedOffMessage {
  /** What the page shows: exactly what the WhatsApp chat is filled in with. */
  readonly text: string;
  readonly whatsAppUrl: string;
  readonly mailtoUrl: string;
}

/**
 * For a build with nowhere to send: the message, signed, opened in the guest's own WhatsApp or
 * e-mail to the resort. The e-mail carries the subject as its subject; the chat, as its first line.
 */
export function handOff(message: ContactMessage): HandedOffMessage {
  const signature = `${message.firstName} ${message.lastName}`;
  const body = `${message.message}\n\n${signature}`;
  const text = `${message.subject}\n\n${body}\n${message.email}`;
  return {
    text,
    whatsAppUrl: whatsAppRequestUrl(siteConfig, text),
    mailtoUrl: mailtoRequestUrl(siteConfig, message.subject, body),
  };
}
