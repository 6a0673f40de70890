import { partnershipRevealRootMargin, propertyClaims, travelTimes } from './constants.ts';
import { messagingLink, partnershipFooter } from './footer.ts';
import type { MediaKey } from './media.ts';
import { siteConfig } from './site.ts';

/**
 * The partnership landing (/ and /partners) and its land-stewardship variant
 * (/holistic-landcare): one page structure, two records. The variant keeps every block and
 * changes the angle of the words; the figures are the partnership page's own (240 hectares).
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

/** Reveal blocks on the partnership pages start a little before they scroll into view. */
export const partnershipReveal = {
  threshold: 0.1,
  rootMargin: partnershipRevealRootMargin,
} as const;

/** "English, Portuguese and Spanish" */
function listOf(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const partnershipResponseNote = `Responses come typically ${propertyClaims.partnershipResponse}, in ${listOf(siteConfig.languages)}.`;

const experienceFacts = [
  { value: String(propertyClaims.apartmentsAndVillas), label: 'Apartments and wellness villas' },
  { value: '3', label: 'Sanctums: Forest, Celestial and Highpoint' },
  {
    value: `${propertyClaims.hectaresOnPartnershipPage} ha`,
    label: 'Of Alentejo land in our care',
  },
  { value: `${propertyClaims.recycledWaterPercent}%`, label: 'Recycled water' },
] as const;

const sanctums = [
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

const contact = {
  eyebrow: 'Contact',
  heading: 'Start the Conversation',
  chatLabel: `Message us on ${siteConfig.messagingApp}`,
  chatHref: messagingLink(partnershipFooter.chatMessage),
  emailLabel: `Write to ${siteConfig.partnershipEmail}`,
  emailHref: `mailto:${siteConfig.partnershipEmail}`,
  response: partnershipResponseNote,
} as const;

export const partnersPage = {
  path: '/partners',
  hero: {
    eyebrow: 'Partnerships',
    lede: `A regenerative wellness destination is taking shape on ${propertyClaims.hectaresOnPartnershipPage} hectares of the Alentejo. We are looking for partners who want to build it with us.`,
    image: 'hero-partners',
    parallax: 0,
    learnMore: 'Learn More',
  },
  vision: {
    eyebrow: 'Our vision',
    heading: 'Wellness That Gives Back to the Land',
    paragraphs: [
      `${siteConfig.name} is a place where rest and renewal are built from what the land already offers: heat from the sun, water from the hills, shade from the cork oaks and a silence that city life has forgotten.`,
      'We want every stay to leave the guest restored and the landscape a little richer than before, and we cannot do that alone.',
    ],
  },
  experience: {
    eyebrow: 'The experience',
    heading: 'A Retreat Woven Into the Landscape',
    intro:
      'Low white buildings, a lake, forest trails and three sanctums, each with its own character and its own part of the land.',
    facts: experienceFacts,
    sanctumsHeading: 'Three sanctums',
    sanctums,
    systemsHeading: 'Regenerative systems',
    systems: [
      {
        icon: 'droplet',
        title: 'Water in a closed loop',
        description: `Every litre is cleaned through reed beds and biopools and used again: ${propertyClaims.recycledWaterPercent}% recycled water.`,
      },
      {
        icon: 'sun',
        title: 'Heat from the sun',
        description: 'Solar fields and heat recovery warm the pools, saunas and hot baths.',
      },
      {
        icon: 'leaf',
        title: 'Living soil',
        description: 'Grazing, composting and native planting rebuild the montado around us.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Partnership philosophy',
    heading: 'Long Relationships, Shared Values',
    paragraphs: [
      'We choose partners the way we choose materials: for quality, for honesty and for how well they will age. We would rather build a few lasting relationships than many short ones.',
      'Every partnership is shaped together, with clear terms, open numbers and a shared commitment to guests, to the people who work here and to the land.',
    ],
  },
  opportunities: {
    eyebrow: 'Opportunities',
    heading: 'Ways to Work With Us',
    intro: 'Three kinds of partnership, each open to conversation about its shape.',
    items: [
      {
        icon: 'users',
        title: 'Strategic alliances',
        description:
          'Hospitality, travel and wellness brands who share our values and want a place for their guests in the Alentejo.',
      },
      {
        icon: 'spa',
        title: 'Wellness practitioners',
        description:
          'Therapists, teachers and researchers who want to host residencies, retreats or treatments in our sanctums.',
      },
      {
        icon: 'calendar',
        title: 'Corporate partners',
        description:
          'Companies planning retreats, offsites and wellbeing programmes for their teams, in every season.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Partner benefits',
    heading: 'What Partners Receive',
    intro: 'Practical support from the first conversation to the first guest.',
    items: [
      {
        icon: 'map-pin',
        title: 'A destination like no other',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares of hills, forest and water, within ${Math.max(...travelTimes.map((t) => t.hours))} hours of Faro, Lisbon and Seville.`,
      },
      {
        icon: 'leaf',
        title: 'Credible sustainability',
        description: `A regenerative project with measured results, from ${propertyClaims.recycledWaterPercent}% recycled water to native replanting.`,
      },
      {
        icon: 'users',
        title: 'A dedicated partner team',
        description: 'One person who knows your programme, your guests and your calendar.',
      },
      {
        icon: 'sparkle',
        title: 'Co-created experiences',
        description: 'Programmes designed together, using our sanctums, kitchens and trails.',
      },
      {
        icon: 'star',
        title: 'Shared visibility',
        description: 'Your story told across our stays, seasonal letters and guest journeys.',
      },
      {
        icon: 'heart',
        title: 'Priority access',
        description: `First choice of dates for retreats across our ${propertyClaims.apartmentsAndVillas} apartments and wellness villas.`,
      },
    ],
  },
  contact: {
    ...contact,
    intro: 'Tell us who you are and what you would like to build. We read every message ourselves.',
  },
} as const satisfies PartnershipPage;

export const holisticLandcarePage = {
  path: '/holistic-landcare',
  hero: {
    eyebrow: 'Land stewardship',
    lede: `We care for ${propertyClaims.hectaresOnPartnershipPage} hectares of cork oak montado, meadow and water. Wellness here begins with the health of the land, and we are looking for partners in that work.`,
    image: 'hero-holistic-landcare',
    parallax: -0.5,
    learnMore: 'Learn More',
  },
  vision: {
    eyebrow: 'Our vision',
    heading: 'Healthy Land, Healthy People',
    paragraphs: [
      'The montado, the Alentejo’s ancient mosaic of cork oaks, pasture and water, is one of the richest farmed landscapes in Europe, and one of the most fragile. Our retreat depends on it.',
      'We see land care and guest care as one practice: the shade, the water and the quiet our guests come for are what a living landscape gives when it is well looked after.',
    ],
  },
  experience: {
    eyebrow: 'The land and the retreat',
    heading: 'A Retreat That Restores Its Landscape',
    intro:
      'Every building, pool and path sits within a plan for the whole valley: what we take from the land, we return.',
    facts: experienceFacts,
    sanctumsHeading: 'Three sanctums, three habitats',
    sanctums,
    systemsHeading: 'Regenerative systems',
    systems: [
      {
        icon: 'droplet',
        title: 'Water held in the valley',
        description: `Swales, ponds and reed beds slow the winter rain and clean it for reuse: ${propertyClaims.recycledWaterPercent}% recycled water.`,
      },
      {
        icon: 'tree',
        title: 'Cork oaks for the next century',
        description:
          'Young oaks planted and protected each winter, and the old ones harvested only as tradition allows.',
      },
      {
        icon: 'leaf',
        title: 'Soil that grows back',
        description:
          'Rotational grazing, compost from our kitchens and cover crops rebuild the soil year by year.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Stewardship philosophy',
    heading: 'Work With the Land, Not Against It',
    paragraphs: [
      'We measure before we change anything, change slowly and watch what the land tells us. Local knowledge, from shepherds to cork harvesters, guides us as much as science does.',
      'Partnerships in land care are long by nature. We look for people and organisations ready to commit for seasons, not weeks.',
    ],
  },
  opportunities: {
    eyebrow: 'Opportunities',
    heading: 'Ways to Care for the Land With Us',
    intro: 'Three kinds of partnership, each rooted in the land.',
    items: [
      {
        icon: 'users',
        title: 'Strategic alliances',
        description:
          'Conservation bodies, universities and regenerative brands who want a living site for research and restoration.',
      },
      {
        icon: 'spa',
        title: 'Wellness practitioners',
        description:
          'Teachers of nature immersion, forest bathing and outdoor movement who work with the landscape, not just in it.',
      },
      {
        icon: 'calendar',
        title: 'Corporate partners',
        description:
          'Companies who want their teams planting, restoring and resting here, with results they can measure.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Partner benefits',
    heading: 'What Partners Receive',
    intro: 'A place to do real work on the land, and the support to do it well.',
    items: [
      {
        icon: 'map-pin',
        title: 'A living landscape',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares of montado, meadow and water to study, restore and enjoy.`,
      },
      {
        icon: 'droplet',
        title: 'Measured outcomes',
        description: `Shared data on water, soil and biodiversity, from ${propertyClaims.recycledWaterPercent}% recycled water onwards.`,
      },
      {
        icon: 'users',
        title: 'A dedicated land team',
        description: 'Our stewards work beside you, from planning to planting.',
      },
      {
        icon: 'sparkle',
        title: 'Co-created programmes',
        description: 'Volunteering days, residencies and retreats designed together.',
      },
      {
        icon: 'star',
        title: 'Shared visibility',
        description: 'Your part in the land’s recovery told to every guest who walks it.',
      },
      {
        icon: 'bed',
        title: 'A place to stay',
        description: `Rooms for your people in our ${propertyClaims.apartmentsAndVillas} apartments and wellness villas while they work.`,
      },
    ],
  },
  contact: {
    ...contact,
    intro: 'Tell us about the land work you do or would like to do. We answer every message.',
  },
} as const satisfies PartnershipPage;

export const partnershipPages = [partnersPage, holisticLandcarePage] as const;
