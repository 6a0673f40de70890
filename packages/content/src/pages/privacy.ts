import {
  rateLimiterNames,
  rateLimitStorageKey,
  scrollPositionsStorageKey,
} from '../browser-storage.ts';
import { contactRateLimit } from '../constants.ts';
import { listOf, numberWord } from '../format.ts';
import type { MediaKey } from '../media.ts';
import { siteConfig } from '../site.ts';

/**
 * The privacy page (/privacy): what this website does with a guest's data, exactly as the code
 * does it. No cookies, no analytics and no third-party requests (the end-to-end tests fail on
 * any); the forms send nothing to a server unless a property configures one for the contact form
 * (`VITE_CONTACT_ENDPOINT`, see the README), and the page shows the paragraph for the build it
 * is in; the browser keeps only the rate limiters' attempts and the router's scroll positions,
 * under the keys named here from `browser-storage.ts`. A property that changes any of this (a host that keeps access logs, a
 * newsletter service) changes this record with it.
 */

export interface PrivacyPoint {
  readonly title: string;
  readonly text: string;
}

export interface StoredEntry {
  /** The key in the browser's storage, as the code writes it. */
  readonly key: string;
  readonly text: string;
}

const windowMinutes = `${numberWord(contactRateLimit.windowMs / 60_000)} minutes`;

export const privacyPage = {
  heroImage: 'hero-contact' satisfies MediaKey,
  eyebrow: 'Your data',
  lede: 'What this website does with what you type, and what it never does, in plain words and exactly as the site works.',
  summary: {
    heading: 'In short',
    points: [
      {
        title: 'No cookies',
        text: 'The site sets none, and its server sends none. That is why you see no cookie banner.',
      },
      {
        title: 'No tracking',
        text: 'No analytics, no advertising, no social media plug-ins. Fonts, pictures and scripts all come from our own server, so no other company learns of your visit.',
      },
      {
        title: 'Your requests travel your way',
        text: `The site never sends a request for you: it goes from your own ${siteConfig.messagingApp} or e-mail, when you choose to send it.`,
      },
      {
        title: 'A few small notes in your browser',
        text: 'The forms note when you last used them, so a message is not sent over and over by mistake, and each page remembers where you had scrolled to. Nothing you write is kept.',
      },
    ],
  },
  controller: {
    heading: 'Who is responsible',
    intro:
      'The controller of any personal data this website handles, and of the messages you send us, is:',
    emailLabel: 'Email',
  },
  forms: {
    heading: 'What you type into the site',
    contactForm: {
      title: 'The contact form',
      /** The default build: the spec's simulated send, which sends nothing. */
      kept: `In this version of the site, the contact form sends nothing. Your message is checked in your browser and goes no further than your screen, and nothing is stored. To reach our team, write to ${siteConfig.email} or call ${siteConfig.phone}.`,
      /** A build with a contact endpoint: the message is posted to the property's own server. */
      sent: `When you send the contact form, your name, e-mail address, subject and message travel over an encrypted connection to our team’s server, with no cookie or identifier attached. Our team uses them only to answer you.`,
    },
    points: [
      {
        title: 'The request pages',
        text: `Your request is put together in your browser and shown to you word for word; the site sends nothing. When you choose to send it, your own ${siteConfig.messagingApp} or e-mail opens with the text filled in. From then on it travels through that service, under its own terms and privacy policy, and reaches us like any message.`,
      },
      {
        title: 'The AI Concierge',
        text: 'Your assessment answers stay in your browser: they are never sent or stored, and are forgotten when you leave the page. A journey you take on to a spa day request travels in the page address as its mode, sequence and stations, never as your answers.',
      },
      {
        title: 'The newsletter sign-up',
        text: 'Our seasonal letters have not started yet, so the address you type is only shown back to you: it is not sent anywhere or stored.',
      },
    ],
  },
  storage: {
    heading: 'What your browser keeps',
    intro:
      'Your browser keeps a few small notes for this site, under these names. None holds anything you wrote, and none leaves your device.',
    local: [
      {
        key: rateLimitStorageKey(rateLimiterNames.contact),
        text: `When you last sent the contact form: up to ${numberWord(contactRateLimit.max)} times, each counting for ${windowMinutes}, so a message is not sent over and over by mistake. It is kept in local storage until you clear this site’s data, and a time that no longer counts is cleared the next time you send the form.`,
      },
      {
        key: rateLimitStorageKey(rateLimiterNames.request),
        text: 'When you last reviewed a request on the request pages, by the same rule and counted apart from the contact form. It is kept in local storage in the same way.',
      },
    ],
    session: [
      {
        key: scrollPositionsStorageKey,
        text: 'Where you had scrolled to on each page you opened, so the back button takes you to the same place. It is kept in session storage, which your browser empties when you close the tab.',
      },
    ],
    notes: ['Nothing else is kept: no cookies, no databases and no offline copies of the pages.'],
  },
  server: {
    heading: 'What our server sees',
    paragraphs: [
      'To send you a page, our server needs your device’s internet address, as every website does. It uses it for nothing else and keeps no record of your visits.',
      'Pages travel over an encrypted connection, and your browser is told not to let this site use your location, camera or microphone. When you follow a link to another website, it learns only that you came from our address, not from which page.',
    ],
  },
  elsewhere: {
    heading: 'Links to other services',
    paragraphs: [
      `Some links lead to other services: your e-mail and phone apps, a ${siteConfig.messagingApp} chat, our ${listOf(siteConfig.social.map((profile) => profile.network))} pages, a map on OpenStreetMap and Portugal’s official complaints book. None of them hears from this site until you follow the link. From then on, their own terms and privacy policies apply.`,
    ],
  },
  rights: {
    heading: 'Your rights',
    paragraphs: [
      'Under the GDPR, you may ask us what personal data we hold about you, and have it corrected or erased. You may also restrict or object to its use, and receive it in a form you can take elsewhere.',
      `Write to ${siteConfig.email} and we will answer within one month, as the law asks.`,
      'If you believe we have not respected your data, you may complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), at www.cnpd.pt.',
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  lede: string;
  summary: { heading: string; points: readonly PrivacyPoint[] };
  controller: { heading: string; intro: string; emailLabel: string };
  forms: {
    heading: string;
    contactForm: { title: string; kept: string; sent: string };
    points: readonly PrivacyPoint[];
  };
  storage: {
    heading: string;
    intro: string;
    /** In `localStorage`: kept until the guest clears the site's data. */
    local: readonly StoredEntry[];
    /** In `sessionStorage`: emptied when the tab closes. */
    session: readonly StoredEntry[];
    notes: readonly string[];
  };
  server: { heading: string; paragraphs: readonly string[] };
  elsewhere: { heading: string; paragraphs: readonly string[] };
  rights: { heading: string; paragraphs: readonly string[] };
};
