import landcare from '../../data/pages/holistic-landcare/holistic-landcare.en-GB.json' with { type: 'json' };
import { propertyClaims } from '../constants.ts';
import type { HolisticLandcareWords } from '../data/schemas/holistic-landcare.ts';
import { language } from '../language.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import type { PartnershipPage } from '../partnership.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The land-stewardship variant of the partnership landing (/holistic-landcare). The words are the
 * team's, in `data/pages/holistic-landcare/`; the land's figures are filled in here, in the
 * page's language.
 */

const words = landcare as HolisticLandcareWords;
const { locale } = language;

const figures = {
  hectares: propertyClaims.hectaresOnPartnershipPage,
  recycledWater: new Intl.NumberFormat(locale, { style: 'percent' }).format(
    propertyClaims.recycledWaterPercent / 100,
  ),
  apartmentsAndVillas: propertyClaims.apartmentsAndVillas,
};

const withFigures = <Item extends { readonly description: string }>(items: readonly Item[]) =>
  items.map((item) => ({
    ...item,
    description: fillPlaceholders(item.description, figures, locale),
  }));

export const holisticLandcarePage = {
  path: '/holistic-landcare',
  hero: { ...words.hero, lede: fillPlaceholders(words.hero.lede, figures, locale) },
  vision: words.vision,
  experience: {
    eyebrow: words.experience.eyebrow,
    heading: words.experience.heading,
    intro: words.experience.intro,
    facts: partnershipFacts,
    sanctumsHeading: words.experience.sanctumsHeading,
    sanctums: partnershipSanctums,
    systemsHeading: words.experience.systemsHeading,
    systems: withFigures(words.experience.systems),
  },
  philosophy: words.philosophy,
  opportunities: { ...words.opportunities, items: withFigures(words.opportunities.items) },
  benefits: { ...words.benefits, items: withFigures(words.benefits.items) },
  contact: { ...partnershipContact, intro: words.contact.intro },
} as const satisfies PartnershipPage;
