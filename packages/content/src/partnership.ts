import { partnershipRevealRootMargin, propertyClaims, revealThreshold } from './constants.ts';
import { claims } from './claims.ts';
import { messagingLink, partnershipFooter } from './footer.ts';
import { listOf } from './format.ts';
import type { MediaKey } from './media.ts';
import { siteConfig } from './site.ts';

/**
 * What the partnership landing (/ and /partners, pages/partners.ts) and its land-stewardship
 * variant (/holistic-landcare, pages/holistic-landcare.ts) share: one page structure, and the
 * blocks both state word for word. The variant keeps every block and changes the angle of the
 * words; the figures are the partnership page's own (240 hectares).
 */

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
export const learnMoreAbout = (heading: string) => `about ${heading.toLowerCase()}`;

/** Reveal blocks on the partnership pages start a little before they scroll into view. */
export const partnershipReveal = {
  threshold: revealThreshold,
  rootMargin: partnershipRevealRootMargin,
} as const;

export const partnershipResponseNote = `Responses come typically ${claims.partnershipResponse}, in ${listOf(siteConfig.languages)}.`;

/** The three sanctums, as both pages describe them. */
export const partnershipSanctums = [
  {
    icon: 'tree',
    title: 'Forest Sanctum',
    description:
      'Saunas and cold pools under the cork oaks, where shade, resin and birdsong set the pace.',
  },
  {
    icon: 'moon',
    title: 'Celestial Sanctum',
    description:
      'Floating, stargazing and the open-air cinema under one of the darkest skies in Europe.',
  },
  {
    icon: 'mountain',
    title: 'Highpoint Sanctum',
    description:
      'A ridge-top retreat for breath, movement and long views over the plains to the horizon.',
  },
] as const;

/** The facts block both pages state, in the partnership page's own figures. */
export const partnershipFacts = [
  { value: String(propertyClaims.apartmentsAndVillas), label: 'Apartments and wellness villas' },
  { value: String(partnershipSanctums.length), label: 'Sanctums: Forest, Celestial and Highpoint' },
  {
    value: `${propertyClaims.hectaresOnPartnershipPage} ha`,
    label: 'Of Alentejo land in our care',
  },
  { value: `${propertyClaims.recycledWaterPercent}%`, label: 'Recycled water' },
] as const;

/** The contact block both pages end with; each adds its own intro. */
export const partnershipContact = {
  eyebrow: 'Contact',
  heading: 'Start the Conversation',
  chatLabel: `Message us on ${siteConfig.messagingApp}`,
  chatHref: messagingLink(partnershipFooter.chatMessage),
  emailLabel: `Write to ${siteConfig.partnershipEmail}`,
  emailHref: `mailto:${siteConfig.partnershipEmail}`,
  response: partnershipResponseNote,
} as const;
