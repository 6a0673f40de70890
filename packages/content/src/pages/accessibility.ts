import { claims } from '../claims.ts';
import { toastDurationMs } from '../constants.ts';
import { numberWord } from '../format.ts';
import { languages } from '../languages.ts';
import type { MediaKey } from '../media.ts';
import { siteConfig } from '../site.ts';

/**
 * The accessibility statement (/accessibility), in the order of the EU's model statement
 * (Commission Implementing Decision (EU) 2018/1523): compliance status, what is not yet
 * accessible, how the statement was prepared, how to report a barrier, and the enforcement
 * procedure. The checks it names are the project's own tests; the date it was last reviewed is
 * the build's (the app fills it in). The enforcement body is the one Portuguese statements name
 * for complaints of discrimination on grounds of disability: the INR, under Law 46/2006.
 */

export interface StatementPoint {
  readonly title: string;
  readonly text: string;
}

const siteHost = new URL(siteConfig.origin).host;
const toastSeconds = `${numberWord(toastDurationMs / 1000)} seconds`;

export const accessibilityPage = {
  heroImage: 'hero-location' satisfies MediaKey,
  eyebrow: 'For every guest',
  lede: `We want everyone to be able to plan a visit to ${siteConfig.name} here, whatever device or assistive technology they use. This statement covers ${siteHost} in all ${numberWord(languages.length)} of its languages.`,
  status: {
    heading: 'Compliance status',
    paragraphs: [
      'We aim to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2.',
      'This website is partially compliant with that standard, because of the limitation described below.',
    ],
  },
  limitations: {
    heading: 'Known limitations',
    points: [
      {
        title: 'Notices that close by themselves',
        text: `The notices that follow a form (sent, too many attempts, something went wrong) close on their own after ${toastSeconds}, unless your pointer or keyboard focus rests on them. Screen readers announce each one as it appears, and each has a close button. The wait after too many attempts is given only in its notice, so sending again shows it again. (WCAG 2.2.1, Timing adjustable.)`,
      },
    ],
    outside: `Other services this site links to are outside this statement: your e-mail and ${siteConfig.messagingApp}, which open with a request filled in, the map on OpenStreetMap and Portugal’s complaints book.`,
  },
  preparation: {
    heading: 'How we checked',
    intro:
      'This statement is our own assessment. Every check below is part of the site’s automated tests, which build the site and test the result.',
    methods: [
      {
        title: 'Axe in Playwright',
        text: 'Every page, in all three languages, is opened in Chromium and checked with axe-core against the WCAG 2.2 A and AA rules. English pages are checked at phone and desktop widths (390 and 1280 px), Portuguese and Spanish pages at desktop width.',
      },
      {
        title: 'Keyboard tests',
        text: 'End-to-end tests work the floor plan, the spa carousel, the gallery viewer and the concierge’s tabs and assessment with the keyboard alone, and check where focus goes when a form needs correcting.',
      },
      {
        title: 'Storybook play functions',
        text: 'Each part of the design system has stories that run as tests in Chromium: their play functions use the part as a person would, and axe checks every story.',
      },
      {
        title: 'Overflow walk',
        text: 'Every page is opened at 320, 390, 768, 1024 and 1280 px wide, and in Portuguese and Spanish at 320, 390 and 1280 px. The walk fails if a page scrolls sideways or any text spills out of its box.',
      },
      {
        title: 'Text spacing',
        text: 'The home page, a booking request and the contact form, in every language, are opened with the wider spacing of letters, words, lines and paragraphs that WCAG 1.4.12 describes, from 320 to 1280 px wide. The test fails if the page scrolls sideways or the header’s menu and booking button leave the screen.',
      },
      {
        title: 'Lighthouse bench',
        text: 'Our benchmark runs Lighthouse on every page, with its mobile and desktop settings, and requires an accessibility score of 100. The test suite runs it on a sample of pages.',
      },
    ],
    limits:
      'Automated tests find only part of what can go wrong. The site has not yet been audited by an independent expert, nor tested by people who use assistive technology every day.',
    reviewedLabel: 'Last reviewed',
    reviewedNote: 'the day this version of the site was built.',
  },
  feedback: {
    heading: 'Report a barrier',
    paragraphs: [
      'If something on this site is hard or impossible for you to use, please tell us: what you were trying to do, on which page, and with which device or assistive technology.',
      `We answer ${claims.contactResponse}, and in the meantime we can give you the information you need by e-mail or by phone.`,
    ],
    emailLabel: 'Email',
    phoneLabel: 'Phone',
  },
  enforcement: {
    heading: 'Enforcement procedure',
    paragraphs: [
      'If our answer does not satisfy you, or you feel you have been treated less favourably because of a disability, you may complain to the Instituto Nacional para a Reabilitação, I.P. (INR).',
      'The INR receives complaints of discrimination on grounds of disability under Portuguese Law 46/2006 and passes each one to the authority responsible. Its website is www.inr.pt.',
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  lede: string;
  status: { heading: string; paragraphs: readonly string[] };
  limitations: { heading: string; points: readonly StatementPoint[]; outside: string };
  preparation: {
    heading: string;
    intro: string;
    methods: readonly StatementPoint[];
    limits: string;
    reviewedLabel: string;
    reviewedNote: string;
  };
  feedback: {
    heading: string;
    paragraphs: readonly string[];
    emailLabel: string;
    phoneLabel: string;
  };
  enforcement: { heading: string; paragraphs: readonly string[] };
};
