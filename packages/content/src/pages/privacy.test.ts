import { describe, expect, it } from 'vitest';
import {
  rateLimiterNames,
  rateLimitStorageKey,
  circuitPlanStorageKey,
  scrollPositionsStorageKey,
} from '../browser-storage.ts';
import { contactRateLimit } from '../constants.ts';
import { numberWord } from '../format.ts';
import { siteConfig } from '../site.ts';
import { dataFile, readData } from '../data/index.ts';
import type { SiteConfig } from '../site.ts';
import { privacyPage } from './privacy.ts';
import { inLanguage } from '../language-build.ts';

const { privacyPage: privacyPagePt } = await inLanguage('pt-PT', () => import('./privacy.ts'));
const { privacyPage: privacyPageEs } = await inLanguage('es-ES', () => import('./privacy.ts'));

const siteConfigPt = readData(dataFile('site/site'), 'pt-PT') as SiteConfig;
const siteConfigEs = readData(dataFile('site/site'), 'es-ES') as SiteConfig;

const inEveryLanguage = [
  ['en-GB', privacyPage, siteConfig],
  ['pt-PT', privacyPagePt, siteConfigPt],
  ['es-ES', privacyPageEs, siteConfigEs],
] as const;

describe('privacy page', () => {
  it('names every key the code writes, in the store it writes it to, as the code builds them', () => {
    const limiters = Object.values(rateLimiterNames).map(rateLimitStorageKey);
    expect(privacyPage.storage.local.map((entry) => entry.key)).toEqual([
      ...limiters,
      circuitPlanStorageKey,
    ]);
    expect(privacyPage.storage.session.map((entry) => entry.key)).toEqual([
      scrollPositionsStorageKey,
    ]);
  });

  it('says how many attempts are kept and for how long, from the rate limit itself', () => {
    const minutes = numberWord(contactRateLimit.windowMs / 60_000);
    expect(privacyPage.storage.local[0]?.text).toContain(
      `up to ${numberWord(contactRateLimit.max)} times, each counting for ${minutes} minutes`,
    );
  });

  for (const [locale, page, site] of inEveryLanguage) {
    it(`${locale}: gives the ways to reach the team and the authority to complain to`, () => {
      expect(page.forms.contactForm.kept).toContain(site.email);
      expect(page.forms.contactForm.kept).toContain(site.phone);
      expect(page.rights.paragraphs.join(' ')).toContain(site.email);
      expect(page.rights.paragraphs.join(' ')).toContain(
        'Comissão Nacional de Proteção de Dados (CNPD)',
      );
      expect(page.rights.paragraphs.join(' ')).toContain('www.cnpd.pt');
    });

    it(`${locale}: names the service a request is handed to, and how long the server keeps one`, () => {
      expect(page.forms.requestPages.kept).toContain(site.messagingApp);
      expect(page.forms.requestPages.sent).toContain(site.messagingApp);
      expect(page.forms.requestPages.sent).toContain(site.name);
      const days = { 'en-GB': 'seven days', 'pt-PT': 'sete dias', 'es-ES': 'siete días' }[locale];
      expect(page.forms.requestPages.sent).toContain(days);
      expect(page.forms.contactForm.sent).toContain(days);
      expect(page.forms.contactForm.sent).toContain(site.email);
    });
  }
});
