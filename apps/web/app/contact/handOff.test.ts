import { siteConfig } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { handOff } from './handOff.ts';

describe('handOff', () => {
  const message = {
    firstName: 'Zoë',
    lastName: 'O’Brien',
    email: 'zoe@example.org',
    subject: 'Rooms & rituals',
    message: 'Is the hammam open\nin March?',
  };

  it('fills the guest’s WhatsApp with the subject, the message, the name and the address', () => {
    const { text, whatsAppUrl } = handOff(message);
    expect(text).toBe(
      'Rooms & rituals\n\nIs the hammam open\nin March?\n\nZoë O’Brien\nzoe@example.org',
    );
    expect(whatsAppUrl).toBe(
      `https://wa.me/${siteConfig.messagingNumber}?text=${encodeURIComponent(text)}`,
    );
  });

  it('opens an e-mail to the resort with the subject as its subject and the message signed', () => {
    const { mailtoUrl } = handOff(message);
    expect(mailtoUrl).toBe(
      `mailto:${siteConfig.email}?subject=Rooms%20%26%20rituals&body=${encodeURIComponent(
        'Is the hammam open\r\nin March?\r\n\r\nZoë O’Brien',
      )}`,
    );
  });
});
