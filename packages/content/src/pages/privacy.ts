import data from '../../data/pages/privacy/privacy.en-GB.json' with { type: 'json' };
import {
  offlineCachePrefix,
  rateLimiterNames,
  rateLimitStorageKey,
  circuitPlanStorageKey,
  scrollPositionsStorageKey,
} from '../browser-storage.ts';
import {
  contactRateLimit,
  defaultRateLimit,
  inboxKeeping,
  newsletterLinkDays,
} from '../constants.ts';
import type { PrivacyRecord } from '../data/schemas/privacy.ts';
import { listOf, numberWord } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { asProse, fillProse, proseText } from '../prose-blocks.ts';
import type { Prose } from '../prose-blocks.ts';
import { siteConfig } from '../site.ts';

/**
 * The privacy page (/privacy): what this website does with a guest's data, exactly as the code
 * does it. No cookies, no analytics and no third-party requests (the end-to-end tests fail on
 * any); the contact form and the request pages send to the site's own server (`@alento/inbox`),
 * which keeps a message until it is delivered and `inboxKeeping` days more, unless a build has no
 * server (`VITE_CONTACT_ENDPOINT`, `VITE_REQUEST_ENDPOINT`), and the page shows the paragraphs
 * for the build it is in; the browser keeps only the rate limiters' attempts and the router's scroll positions,
 * under the keys named here from `browser-storage.ts`. A property that changes any of this (a host that keeps access logs, a
 * newsletter service) changes this record with it. The words are the team's, in
 * `data/pages/privacy/`; the figures, names and storage keys are filled in here, from the code.
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

const record = data as PrivacyRecord;
const { locale } = language;

/** The words that agree with the count of attempts: "vezes" and "veces" are feminine. */
const timesGender: Readonly<Record<string, 'masculine' | 'feminine'>> = {
  'pt-PT': 'feminine',
  'es-ES': 'feminine',
};

/** The figures and names the page states, written as the page's language writes them. */
const figures = {
  messagingApp: siteConfig.messagingApp,
  name: siteConfig.name,
  email: siteConfig.email,
  phone: siteConfig.phone,
  max: numberWord(contactRateLimit.max, locale, timesGender[locale] ?? 'masculine'),
  minutes: numberWord(contactRateLimit.windowMs / 60_000, locale),
  keepDays: numberWord(inboxKeeping.deliveredDays, locale),
  limitMinutes: numberWord(defaultRateLimit.windowMs / 60_000, locale),
  linkDays: numberWord(newsletterLinkDays, locale),
  networks: listOf(
    siteConfig.social.map((profile) => profile.network),
    locale,
  ),
};
const fill = (sentence: string) => fillPlaceholders(sentence, figures, locale);
const filled = <T extends { readonly text: string }>(point: T): T => ({
  ...point,
  text: fill(point.text),
});

/**
 * A Markdown field of the page, as the build serves it parsed (`parsedRecord`), filled in: its
 * blocks to draw and each block's words, for the tests.
 */
function prose(markdown: unknown): { prose: Prose; paragraphs: readonly string[] } {
  const blocks = fillProse(asProse(markdown as Prose | string), figures, locale);
  return { prose: blocks, paragraphs: blocks.map((block) => proseText([block])) };
}
const notes = prose(record.storage.notes);

export const privacyPage = {
  ...record,
  summary: { ...record.summary, points: record.summary.points.map(filled) },
  forms: {
    ...record.forms,
    contactForm: {
      ...record.forms.contactForm,
      kept: fill(record.forms.contactForm.kept),
      sent: fill(record.forms.contactForm.sent),
    },
    requestPages: {
      ...record.forms.requestPages,
      kept: fill(record.forms.requestPages.kept),
      sent: fill(record.forms.requestPages.sent),
    },
    newsletter: {
      ...record.forms.newsletter,
      kept: fill(record.forms.newsletter.kept),
      sent: fill(record.forms.newsletter.sent),
    },
    points: record.forms.points.map(filled),
  },
  storage: {
    ...record.storage,
    // Each note under the name the code keeps it by.
    local: [
      ...record.storage.local.map(({ limiter, text }) => ({
        key: rateLimitStorageKey(rateLimiterNames[limiter]),
        text: fill(text),
      })),
      { key: circuitPlanStorageKey, text: fill(record.storage.circuitPlan) },
    ],
    session: record.storage.session.map(({ text }) => ({
      key: scrollPositionsStorageKey,
      text: fill(text),
    })),
    // The service worker's caches, each named after the prefix.
    offline: record.storage.offline.map(({ text }) => ({
      key: `${offlineCachePrefix}-…`,
      text: fill(text),
    })),
    notes: notes.paragraphs,
    notesProse: notes.prose,
  },
  server: { ...record.server, ...prose(record.server.paragraphs) },
  elsewhere: { ...record.elsewhere, ...prose(record.elsewhere.paragraphs) },
  rights: { ...record.rights, ...prose(record.rights.paragraphs) },
} satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  lede: string;
  summary: { heading: string; points: readonly PrivacyPoint[] };
  controller: { heading: string; intro: string; emailLabel: string };
  forms: {
    heading: string;
    contactForm: { title: string; kept: string; sent: string };
    requestPages: { title: string; kept: string; sent: string };
    newsletter: { title: string; kept: string; sent: string };
    points: readonly PrivacyPoint[];
  };
  storage: {
    heading: string;
    intro: string;
    /** In `localStorage`: kept until the guest clears the site's data. */
    local: readonly StoredEntry[];
    /** In `sessionStorage`: emptied when the tab closes. */
    session: readonly StoredEntry[];
    /** In Cache Storage, by the service worker: the pages kept for use without a connection. */
    offline: readonly StoredEntry[];
    notes: readonly string[];
    notesProse: Prose;
  };
  server: { heading: string; paragraphs: readonly string[]; prose: Prose };
  elsewhere: { heading: string; paragraphs: readonly string[]; prose: Prose };
  rights: { heading: string; paragraphs: readonly string[]; prose: Prose };
};
