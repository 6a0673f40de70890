import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { propertyClaims } from './constants.ts';
import { mediaRecord } from './media.ts';
import { holisticLandcarePage } from './pages/holistic-landcare.ts';
import { partnersPage } from './pages/partners.ts';
import { inLanguage } from './language-build.ts';
import { learnMoreAbout, partnershipResponseNote } from './partnership.ts';
import { siteConfig } from './site.ts';

const text = v.pipe(v.string(), v.minLength(3));
const item = v.object({ icon: text, title: text, description: text });
const block = v.object({ eyebrow: text, heading: text, paragraphs: v.array(text) });

const PageSchema = v.object({
  path: v.picklist(['/partners', '/holistic-landcare']),
  hero: v.object({
    eyebrow: text,
    lede: text,
    image: text,
    parallax: v.number(),
    learnMore: v.literal('Learn More'),
  }),
  vision: block,
  experience: v.object({
    eyebrow: text,
    heading: text,
    intro: text,
    facts: v.pipe(
      v.array(v.object({ value: v.pipe(v.string(), v.minLength(1)), label: text })),
      v.length(4),
    ),
    sanctumsHeading: text,
    sanctums: v.pipe(v.array(item), v.length(3)),
    systemsHeading: text,
    systems: v.pipe(v.array(item), v.minLength(1)),
  }),
  philosophy: block,
  opportunities: v.object({
    eyebrow: text,
    heading: text,
    intro: text,
    items: v.pipe(v.array(item), v.length(3)),
  }),
  benefits: v.object({
    eyebrow: text,
    heading: text,
    intro: text,
    items: v.pipe(v.array(item), v.length(6)),
  }),
  contact: v.object({
    eyebrow: text,
    heading: text,
    intro: text,
    chatLabel: text,
    chatHref: v.pipe(v.string(), v.startsWith('https://wa.me/')),
    emailLabel: text,
    emailHref: v.pipe(v.string(), v.startsWith('mailto:')),
    response: text,
  }),
});

describe.each([partnersPage, holisticLandcarePage].map((page) => [page.path, page] as const))(
  '%s',
  (_, page) => {
    it('has every block the spec lists, in shape', () => {
      expect(() => v.parse(PageSchema, page)).not.toThrow();
      expect(() => mediaRecord(page.hero.image)).not.toThrow();
    });

    it('states the experience with the partnership page’s own figures', () => {
      const facts = page.experience.facts.map((fact) => `${fact.value} ${fact.label}`).join(' | ');
      expect(facts).toContain(
        `${propertyClaims.apartmentsAndVillas} Apartments and wellness villas`,
      );
      expect(facts).toContain('Forest, Celestial and Highpoint');
      expect(facts).toContain(`${propertyClaims.hectaresOnPartnershipPage} ha`);
      expect(facts).toContain('100% Recycled water');
      expect(page.experience.sanctums.map((s) => s.title)).toEqual([
        'Forest Sanctum',
        'Celestial Sanctum',
        'Highpoint Sanctum',
      ]);
      // The guest pages' acreage belongs to them; this page speaks in hectares.
      expect(JSON.stringify(page)).not.toMatch(/\bacres\b/);
    });

    it('offers the three partnership opportunities of the spec', () => {
      expect(page.opportunities.items.map((o) => o.title)).toEqual([
        'Strategic alliances',
        'Wellness practitioners',
        'Corporate partners',
      ]);
    });

    it('links the chat with a URL-encoded message about partnerships to the configured number', () => {
      const url = new URL(page.contact.chatHref);
      expect(url.hostname).toBe('wa.me');
      expect(url.pathname).toBe(`/${siteConfig.messagingNumber}`);
      expect(url.searchParams.get('text')).toMatch(/partnership opportunities/);
      expect(page.contact.chatHref).not.toMatch(/ /);
      expect(page.contact.emailHref).toBe(`mailto:${siteConfig.partnershipEmail}`);
    });
  },
);

describe('the two partnership records', () => {
  it('say responses come within 12 hours on business days, in the team’s three languages', () => {
    expect(partnershipResponseNote).toBe(
      'Responses come typically within 12 hours on business days, in English, Portuguese and Spanish.',
    );
  });

  it('share one structure but give the variant its own angle and a hero that moves up', () => {
    expect(Object.keys(holisticLandcarePage)).toEqual(Object.keys(partnersPage));
    expect(partnersPage.hero.parallax).toBe(0);
    expect(holisticLandcarePage.hero.parallax).toBe(-0.5);
    expect(holisticLandcarePage.vision.heading).not.toBe(partnersPage.vision.heading);
    expect(holisticLandcarePage.hero.lede).toMatch(/montado|land/);
  });
});

describe('the shared words in every language', () => {
  it('fill the reply time, the languages, the app and the address in as each language writes them', async () => {
    for (const locale of ['pt-PT', 'es-ES']) {
      const [partnership, claims, site, format] = await inLanguage(locale, () =>
        Promise.all([
          import('./partnership.ts'),
          import('./claims.ts'),
          import('./site.ts'),
          import('./format.ts'),
        ]),
      );
      const note = partnership.partnershipResponseNote;
      expect(note).toContain(claims.claims.partnershipResponse);
      expect(note).toContain(format.listOf(site.siteConfig.languages, locale));
      expect(note).not.toBe(partnershipResponseNote);
      expect(partnership.partnershipContact.chatLabel).toContain(siteConfig.messagingApp);
      expect(partnership.partnershipContact.emailLabel).toContain(siteConfig.partnershipEmail);
      expect(partnership.learnMoreAbout('Os Benefícios')).toBe('sobre os benefícios');
      expect(partnership.partnershipFacts[3]?.value).toBe(
        new Intl.NumberFormat(locale, { style: 'percent' }).format(
          propertyClaims.recycledWaterPercent / 100,
        ),
      );
    }
    expect(learnMoreAbout('Partner Benefits')).toBe('about partner benefits');
  });
});
