import { describe, expect, it } from 'vitest';
import * as constants from '../../constants.ts';
import { stats } from '../../claims.ts';
import { facilities } from '../../facilities.ts';
import { facilityAmenities } from '../../findability-words.ts';
import { formatClock } from '../../format.ts';
import { pageRoutes } from '../../routes.ts';
import { dayPassRequest } from '../booking/day-pass.ts';
import { inLanguage } from '../../language-build.ts';
import * as faqEn from '../faq.ts';
import type { FaqGroup } from '../faq.ts';
import { spaPage } from '../spa.ts';
import * as en from './etiquette.ts';
import type { HouseRuleGroup } from './etiquette.ts';

type Page = typeof en;

const pt = await inLanguage('pt-PT', () => import('./etiquette.ts'));
const es = await inLanguage('es-ES', () => import('./etiquette.ts'));
const { facilities: facilitiesPt } = await inLanguage('pt-PT', () => import('../../facilities.ts'));
const { facilities: facilitiesEs } = await inLanguage('es-ES', () => import('../../facilities.ts'));
const { spaPage: spaPt } = await inLanguage('pt-PT', () => import('../spa.ts'));
const { spaPage: spaEs } = await inLanguage('es-ES', () => import('../spa.ts'));
const faqPt = await inLanguage('pt-PT', () => import('../faq.ts'));
const faqEs = await inLanguage('es-ES', () => import('../faq.ts'));
const { stats: statsPt } = await inLanguage('pt-PT', () => import('../../claims.ts'));
const { stats: statsEs } = await inLanguage('es-ES', () => import('../../claims.ts'));
const { dayPassRequest: dayPassPt } = await inLanguage(
  'pt-PT',
  () => import('../booking/day-pass.ts'),
);
const { dayPassRequest: dayPassEs } = await inLanguage(
  'es-ES',
  () => import('../booking/day-pass.ts'),
);

/** Each language's house rules with the records they must agree with. */
const languages = [
  {
    locale: 'en-GB',
    page: en,
    faq: faqEn,
    stats,
    facilities,
    spa: spaPage,
    dayPass: dayPassRequest,
  },
  {
    locale: 'pt-PT',
    page: pt as unknown as Page,
    faq: faqPt,
    stats: statsPt,
    facilities: facilitiesPt,
    spa: spaPt,
    dayPass: dayPassPt,
  },
  {
    locale: 'es-ES',
    page: es as unknown as Page,
    faq: faqEs,
    stats: statsEs,
    facilities: facilitiesEs,
    spa: spaEs,
    dayPass: dayPassEs,
  },
] as const;

const { circuitHours, familyHours, guestAges, prices } = constants;
const minutesOf = (time: constants.ClockTime) => time.hour * 60 + time.minute;
/** The hydrotherapy pool among the spa page's hot baths (stations have names, not ids). */
const hydrotherapyIndex =
  spaPage.sections
    .find((section) => section.id === 'hot-baths')
    ?.stations.findIndex((station) => station.name === 'Hydrotherapy pool') ?? -1;

const rule = (page: Page, id: string) => {
  const found = (page.houseRuleGroups as readonly HouseRuleGroup[])
    .flatMap((group) => group.rules)
    .find((r) => r.id === id);
  if (!found) throw new Error(`No house rule "${id}"`);
  return found.text;
};

describe('house rules', () => {
  it('cover every rule a guest asks about before the day', () => {
    expect(en.houseRuleGroups.map((group) => group.id)).toEqual([
      'hours',
      'quiet',
      'what-to-wear',
      'showers',
      'children',
      'lockers',
    ]);
    const ids = en.houseRuleGroups.flatMap((group) => group.rules.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['last-entry', 'quiet-zones', 'phones', 'shower-first', 'family-hours'])
      expect(ids).toContain(id);
    expect(en.etiquettePage.packing.lists.map((list) => list.id)).toEqual(['provided', 'bring']);
    expect(en.etiquettePage.packing.leave.text).toMatch(/jewellery/);
  });

  it('keep hours and ages that hold together', () => {
    const longestRitual = Math.max(
      ...Object.values(prices).map((p) => ('hours' in p ? p.hours : 0)),
    );
    expect(
      minutesOf(circuitHours.closes) - minutesOf(circuitHours.lastEntry),
    ).toBeGreaterThanOrEqual(longestRitual * 60);
    expect(minutesOf(circuitHours.opens)).toBeLessThan(minutesOf(circuitHours.lastEntry));
    expect(minutesOf(familyHours.from)).toBeGreaterThanOrEqual(minutesOf(circuitHours.opens));
    expect(minutesOf(familyHours.to)).toBeLessThanOrEqual(minutesOf(circuitHours.lastEntry));
    expect(guestAges.kidsPath.min).toBe(guestAges.familyPools);
    expect(guestAges.kidsPath.max).toBeLessThan(guestAges.wholeCircuit);
  });

  for (const { locale, page, faq, stats, facilities: places, spa, dayPass } of languages) {
    describe(locale, () => {
      it('state the circuit’s hours and the family hours from the constants', () => {
        expect(rule(page, 'circuit-day')).toContain(formatClock(circuitHours.opens, locale));
        expect(rule(page, 'circuit-day')).toContain(formatClock(circuitHours.closes, locale));
        expect(rule(page, 'last-entry')).toContain(formatClock(circuitHours.lastEntry, locale));
        expect(rule(page, 'family-hours')).toContain(formatClock(familyHours.from, locale));
        expect(rule(page, 'family-hours')).toContain(formatClock(familyHours.to, locale));
        expect(rule(page, 'family-hours')).toContain(String(guestAges.familyPools));
        expect(rule(page, 'heat-and-cold')).toContain(String(guestAges.wholeCircuit));
      });

      it('fill in every figure: no placeholder is left, and the Kids’ Path gives its ages', () => {
        expect(JSON.stringify(page.houseRuleGroups)).not.toMatch(/\{[a-zA-Z]+\}/);
        expect(rule(page, 'kids-path')).toContain(String(guestAges.kidsPath.min));
        expect(rule(page, 'kids-path')).toContain(String(guestAges.kidsPath.max));
        expect(rule(page, 'youngest-guests')).toContain(String(guestAges.familyPools));
        expect(rule(page, 'after-family-hours')).toContain(formatClock(familyHours.to, locale));
      });

      it('say whose the stats’ round-the-clock access is, and name the same pools as the FAQ', () => {
        const roundTheClock = stats.find((stat) => stat.value === '24/7');
        expect(roundTheClock && 'detail' in roundTheClock ? roundTheClock.detail : '').toMatch(
          /\S/,
        );
        const onsen = places.find((place) => place.id === 'earth-onsen')?.name ?? '';
        const hydrotherapyPool =
          spa.sections.find((section) => section.id === 'hot-baths')?.stations[hydrotherapyIndex]
            ?.name ?? '';
        const answer =
          (faq.faqGroups as readonly FaqGroup[])
            .flatMap((group) => group.questions)
            .find((entry) => entry.id === 'around-the-clock')?.answer ?? '';
        expect(onsen).toMatch(/\S/);
        expect(hydrotherapyPool).toMatch(/\S/);
        for (const text of [rule(page, 'around-the-clock'), answer]) {
          expect(text.toLowerCase()).toContain(onsen.toLowerCase());
          expect(text.toLowerCase()).toContain(hydrotherapyPool.toLowerCase());
        }
      });

      it('provide what the day pass includes, in its own words', () => {
        const provided = page.etiquettePage.packing.lists.find((list) => list.id === 'provided');
        expect(provided?.items).toContain(dayPass.included[1]);
      });

      it('lead only to pages of the route table', () => {
        const paths = pageRoutes.map((route) => route.path);
        for (const action of page.etiquettePage.closing.actions)
          expect(paths).toContain(action.href);
      });
    });
  }

  it('tell search engines the round-the-clock access is the staying guests’', () => {
    expect(facilityAmenities.find((amenity) => /around the clock/i.test(amenity))).toMatch(
      /staying guests/,
    );
  });
});
