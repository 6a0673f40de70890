import page from '../../data/pages/partners/partners.en-GB.json' with { type: 'json' };
import { propertyClaims, travelTimes } from '../constants.ts';
import type { PartnersPlaceholder } from '../data/schemas/partners.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import type { PartnershipItem, PartnershipPage } from '../partnership.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { siteConfig } from '../site.ts';

/**
 * The partnership landing (/ and /partners): who we are looking for, and why. The words are in
 * `data/pages/partners/`; the figures they name are filled in here, in the page's language, from
 * where the site keeps them.
 */

const { locale } = language;

/** The figures the landing's sentences may name, written as the page's language writes them. */
const figures: Record<PartnersPlaceholder, string> = {
  siteName: siteConfig.name,
  hectares: String(propertyClaims.hectaresOnPartnershipPage),
  recycledWater: new Intl.NumberFormat(locale, { style: 'percent' }).format(
    propertyClaims.recycledWaterPercent / 100,
  ),
  longestDrive: new Intl.NumberFormat(locale).format(Math.max(...travelTimes.map((t) => t.hours))),
  apartmentsAndVillas: String(propertyClaims.apartmentsAndVillas),
};

const fill = (sentence: string) => fillPlaceholders(sentence, figures, locale);
const filled = (items: readonly PartnershipItem[]) =>
  items.map((item) => ({ ...item, description: fill(item.description) }));

export const partnersPage: PartnershipPage = {
  path: '/partners',
  hero: { ...page.hero, lede: fill(page.hero.lede), image: page.hero.image as MediaKey },
  vision: { ...page.vision, paragraphs: page.vision.paragraphs.map(fill) },
  experience: {
    ...page.experience,
    facts: partnershipFacts,
    sanctums: partnershipSanctums,
    systems: filled(page.experience.systems),
  },
  philosophy: { ...page.philosophy, paragraphs: page.philosophy.paragraphs.map(fill) },
  opportunities: { ...page.opportunities, items: filled(page.opportunities.items) },
  benefits: { ...page.benefits, items: filled(page.benefits.items) },
  contact: { ...partnershipContact, intro: page.contact.intro },
};
