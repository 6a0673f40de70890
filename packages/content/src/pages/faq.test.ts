import { describe, expect, it } from 'vitest';
import { stats } from '../claims.ts';
import * as constants from '../constants.ts';
import { formatClock } from '../format.ts';
import { pageRoutes } from '../routes.ts';
import * as en from './faq.ts';
import type { FaqEntry, FaqGroup } from './faq.ts';
import { inLanguage } from '../language-build.ts';

/** The FAQ in every language, as each language's build reads it. */
const pt = await inLanguage('pt-PT', () => import('./faq.ts'));
const es = await inLanguage('es-ES', () => import('./faq.ts'));
const languages = [
  ['en-GB', en],
  ['pt-PT', pt],
  ['es-ES', es],
] as const;

const routePaths = new Set<string>(pageRoutes.map((route) => route.path));
const entriesOf = (faq: typeof en): readonly FaqEntry[] =>
  (faq.faqGroups as readonly FaqGroup[]).flatMap((group) => group.questions);
const wordCount = (text: string) => text.split(/\s+/).length;

describe('FAQ', () => {
  it('answers at least 15 questions, in the groups a guest asks them', () => {
    expect(en.faqGroups.map((group) => group.id)).toEqual([
      'booking',
      'arriving',
      'circuit',
      'treatments',
      'stays',
      'children',
      'food',
      'accessibility',
      'payments',
    ]);
    const entries = entriesOf(en);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const group of en.faqGroups) expect(group.questions.length, group.id).toBeGreaterThan(0);
  });

  for (const [locale, faq] of languages) {
    describe(locale, () => {
      it('asks each question as a question and answers it in a few lines', () => {
        const questions = entriesOf(faq).map((entry) => entry.question);
        expect(new Set(questions).size).toBe(questions.length);
        for (const entry of entriesOf(faq)) {
          expect(entry.question, entry.id).toMatch(/\?$/);
          if (locale === 'es-ES') expect(entry.question, entry.id).toMatch(/¿/);
          expect(wordCount(entry.answer), entry.id).toBeLessThanOrEqual(50);
        }
      });

      it('links every answer, and the closing, to a page of the route table', () => {
        const links = [
          ...entriesOf(faq).map((entry) => entry.link),
          ...faq.faqPage.closing.actions,
        ];
        for (const link of links) expect(routePaths, link.label).toContain(link.href);
      });

      it('states the house rules’ figures as the constants hold them', () => {
        const text = entriesOf(faq)
          .map((entry) => entry.answer)
          .join('\n');
        for (const time of [
          constants.circuitHours.opens,
          constants.circuitHours.closes,
          constants.circuitHours.lastEntry,
          constants.familyHours.from,
          constants.familyHours.to,
          constants.stayTimes.checkIn,
          constants.stayTimes.checkOut,
        ]) {
          expect(text).toContain(formatClock(time, locale));
        }
        const { wholeCircuit, familyPools, kidsPath } = constants.guestAges;
        for (const age of [wholeCircuit, familyPools, kidsPath.min, kidsPath.max]) {
          expect(text).toMatch(new RegExp(`\\b${String(age)}\\b`));
        }
        expect(text).toContain(`${String(constants.freeCancellation.spaDayHours)} `);
      });

      it('asks about the round-the-clock access in the stats’ own figure', () => {
        const stat = stats.find((item) => 'detail' in item);
        const entry = entriesOf(faq).find((e) => e.id === 'around-the-clock');
        expect(entry?.question).toContain(stat?.value);
      });
    });
  }

  it('sends the questions about hours, the circuit and children to the house rules', () => {
    const ids = ['arrival-time', 'what-to-bring', 'around-the-clock', 'children-in-the-spa'];
    for (const entry of entriesOf(en).filter((e) => ids.includes(e.id))) {
      expect(entry.link.href, entry.id).toBe('/spa/etiquette');
    }
  });
});
