import partnership from '../data/partnership/partnership.en-GB.json' with { type: 'json' };
import { partnershipRevealRootMargin, propertyClaims, revealThreshold } from './constants.ts';
import { claims } from './claims.ts';
import type { PartnershipPlaceholder, PartnershipRecord } from './data/schemas/partnership.ts';
import { messagingLink, partnershipFooter } from './footer.ts';
import { listOf } from './format.ts';
import { language } from './language.ts';
import type { MediaKey } from './media.ts';
import { fillPlaceholders } from './placeholders.ts';
import { siteConfig } from './site.ts';

/**
 * What the partnership landing (/ and /partners, pages/partners.ts) and its land-stewardship
 * variant (/holistic-landcare, pages/holistic-landcare.ts) share: one page structure, and the
 * blocks both state word for word. The variant keeps every block and changes the angle of the
 * words; the figures are the partnership page's own (240 hectares). The shared words are in
 * `data/partnership/`; the figures and addresses are filled in here, in the page's language.
 */

const words: PartnershipRecord = partnership;

export interface PartnershipItem {
  /** A word of the design system's icon set. */
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}

export interface PartnershipBlock {
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PartnershipPage {
  readonly path: '/partners' | '/holistic-landcare';
  readonly hero: {
    readonly eyebrow: string;
    readonly lede: string;
    readonly image: MediaKey;
    /** The variant's hero drifts up at half the scroll; the landing's stays still. */
    readonly parallax: number;
    readonly learnMore: string;
  };
  readonly vision: PartnershipBlock;
  readonly experience: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly facts: readonly { readonly value: string; readonly label: string }[];
    readonly sanctumsHeading: string;
    readonly sanctums: readonly PartnershipItem[];
    readonly systemsHeading: string;
    readonly systems: readonly PartnershipItem[];
  };
  readonly philosophy: PartnershipBlock;
  readonly opportunities: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly PartnershipItem[];
  };
  readonly benefits: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly PartnershipItem[];
  };
  readonly contact: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly chatLabel: string;
    readonly chatHref: string;
    readonly emailLabel: string;
    readonly emailHref: string;
    readonly response: string;
  };
}

/** Where 'Learn More' lands: the partner benefits. */
export const partnershipBenefitsId = 'benefits';

/** Read after 'Learn More' by screen readers: where the button leads. */
export const learnMoreAbout = (heading: string): string =>
  fillPlaceholders(
    words.learnMoreAbout,
    { heading: heading.toLocaleLowerCase(language.locale) },
    language.locale,
  );

/** Reveal blocks on the partnership pages start a little before they scroll into view. */
export const partnershipReveal = {
  threshold: revealThreshold,
  rootMargin: partnershipRevealRootMargin,
} as const;

/** The figures and addresses the shared words name, written as the page's language writes them. */
const figures: Record<PartnershipPlaceholder, string> = {
  responseTime: claims.partnershipResponse,
  languages: listOf(siteConfig.languages),
  messagingApp: siteConfig.messagingApp,
  email: siteConfig.partnershipEmail,
};
const fill = (sentence: string) => fillPlaceholders(sentence, figures, language.locale);

export const partnershipResponseNote: string = fill(words.responseNote);

/** The three sanctums, as both pages describe them. */
export const partnershipSanctums: readonly PartnershipItem[] = words.sanctums;

/** The facts block both pages state, in the partnership page's own figures. */
export const partnershipFacts: readonly { readonly value: string; readonly label: string }[] = [
  {
    value: String(propertyClaims.apartmentsAndVillas),
    label: words.facts.apartmentsAndVillas,
  },
  { value: String(partnershipSanctums.length), label: words.facts.sanctums },
  {
    value: `${propertyClaims.hectaresOnPartnershipPage} ha`,
    label: words.facts.hectares,
  },
  {
    // A share as the page's language writes it: "100%", "100 %".
    value: new Intl.NumberFormat(language.locale, { style: 'percent' }).format(
      propertyClaims.recycledWaterPercent / 100,
    ),
    label: words.facts.recycledWater,
  },
];

/** The contact block both pages end with; each adds its own intro. */
export const partnershipContact = {
  eyebrow: words.contact.eyebrow,
  heading: words.contact.heading,
  chatLabel: fill(words.contact.chatLabel),
  chatHref: messagingLink(partnershipFooter.chatMessage),
  emailLabel: fill(words.contact.emailLabel),
  emailHref: `mailto:${siteConfig.partnershipEmail}`,
  response: partnershipResponseNote,
} as const;
