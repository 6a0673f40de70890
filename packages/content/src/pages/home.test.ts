import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prices } from '../constants.ts';
import { stats } from '../claims.ts';
import { formatEuros } from '../format.ts';
import { benefitSchema, signatureExperienceSchema } from '../model/schemas.ts';
import { inLanguage } from '../language-build.ts';
import { homePage } from './home.ts';

const internalPath = v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]*$/));
const Action = v.strictObject({ label: v.pipe(v.string(), v.minLength(2)), href: internalPath });

describe('home page', () => {
  it('sends each call where the spec says', () => {
    const hrefs = (actions: readonly { label: string; href: string }[]) =>
      actions.map((a) => [a.label, a.href]);
    expect(hrefs(homePage.hero.actions)).toEqual([
      ['Book Your Journey', '/booking'],
      ['Explore All Facilities', '/spa'],
    ]);
    expect(homePage.signatures.experiences.map((e) => e.action.href)).toEqual([
      '/booking',
      '/booking',
    ]);
    expect(homePage.ai.action.href).toBe('/ai');
    expect(homePage.closing.actions.map((a) => a.href)).toEqual(['/booking', '/contact']);
    expect(homePage.banner.actions.map((a) => a.href)).toEqual(['/booking', '/spa']);
    for (const action of [...homePage.hero.actions, ...homePage.closing.actions]) {
      expect(() => v.parse(Action, action)).not.toThrow();
    }
  });

  it('has three benefits', () => {
    expect(homePage.why.benefits).toHaveLength(3);
    for (const benefit of homePage.why.benefits)
      expect(() => v.parse(benefitSchema, benefit), benefit.title).not.toThrow();
  });

  it('states the signature experiences with the spec durations and prices', () => {
    const [thermal, earth] = homePage.signatures.experiences;
    expect([thermal.title, thermal.duration, formatEuros(thermal.price)]).toEqual([
      'Thermal Sanctuary Journey',
      '3 hours',
      '€180',
    ]);
    expect([earth.title, earth.duration, formatEuros(earth.price)]).toEqual([
      'Alentejo Earth Ritual',
      '2.5 hours',
      '€240',
    ]);
    expect(thermal.price).toBe(prices.thermalSanctuaryJourney.euros);
    for (const experience of homePage.signatures.experiences) {
      expect(() => v.parse(signatureExperienceSchema, experience), experience.id).not.toThrow();
      expect(experience.highlights).toHaveLength(3);
      expect(experience.image).toMatch(/^signature-/);
    }
  });

  it('shows the spec statistics', () => {
    expect(homePage.stats.items).toBe(stats);
    expect(homePage.stats.items.map((s) => s.value)).toEqual(['10k+', '15', '98%', '24/7']);
  });

  it('names the floor plan toggles as the spec does', () => {
    expect(homePage.floorPlan.showAllLabel).toBe('Show all facilities');
    expect(homePage.floorPlan.groupLabel).toBe('Group by category');
    expect(homePage.floorPlan.countLabel(0)).toBe('0 locations');
    expect(homePage.floorPlan.countLabel(1)).toBe('1 location');
  });

  it('counts places and writes its figures as each language does', async () => {
    expect(homePage.floorPlan.countLabel(2)).toBe('2 locations');
    expect(homePage.floorPlan.intro).toMatch(/^Thirty-five places /);
    expect(homePage.why.benefits[1]?.description).toMatch(/^Over 25 stations /);
    const pt = await inLanguage('pt-PT', () => import('./home.ts'));
    expect([0, 1, 2].map(pt.homePage.floorPlan.countLabel)).toEqual([
      '0 locais',
      '1 local',
      '2 locais',
    ]);
    expect(pt.homePage.floorPlan.intro).toMatch(/^Trinta e cinco lugares /);
    expect(pt.homePage.why.benefits[1]?.description).toMatch(/^Mais de 25 espaços /);
    const es = await inLanguage('es-ES', () => import('./home.ts'));
    expect([0, 1, 2].map(es.homePage.floorPlan.countLabel)).toEqual([
      '0 lugares',
      '1 lugar',
      '2 lugares',
    ]);
    expect(es.homePage.floorPlan.intro).toMatch(/^Treinta y cinco lugares /);
  });
});
