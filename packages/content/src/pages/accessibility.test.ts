import { describe, expect, it } from 'vitest';
import { claims } from '../claims.ts';
import { toastDurationMs } from '../constants.ts';
import { numberWord } from '../format.ts';
import { accessibilityPage } from './accessibility.ts';
import { inLanguage } from '../language-build.ts';

const { accessibilityPage: accessibilityPagePt } = await inLanguage(
  'pt-PT',
  () => import('./accessibility.ts'),
);
const { accessibilityPage: accessibilityPageEs } = await inLanguage(
  'es-ES',
  () => import('./accessibility.ts'),
);

const inEveryLanguage = [
  ['en-GB', accessibilityPage],
  ['pt-PT', accessibilityPagePt],
  ['es-ES', accessibilityPageEs],
] as const;

describe('accessibility statement', () => {
  it('follows the order of the EU model statement', () => {
    expect(
      [
        accessibilityPage.status,
        accessibilityPage.limitations,
        accessibilityPage.preparation,
        accessibilityPage.feedback,
        accessibilityPage.enforcement,
      ].map((part) => part.heading),
    ).toEqual([
      'Compliance status',
      'Known limitations',
      'How we checked',
      'Report a barrier',
      'Enforcement procedure',
    ]);
  });

  it('names the project’s own checks, each once', () => {
    expect(accessibilityPage.preparation.methods.map((method) => method.title)).toEqual([
      'Axe in Playwright',
      'Keyboard tests',
      'Storybook play functions',
      'Overflow walk',
      'Text spacing',
      'Lighthouse bench',
    ]);
  });

  it('reads its figures and the names it quotes from where they live', () => {
    expect(accessibilityPage.limitations.points[0]?.text).toContain(
      `after ${numberWord(toastDurationMs / 1000)} seconds`,
    );
    expect(accessibilityPage.feedback.paragraphs.join(' ')).toContain(claims.contactResponse);
  });

  for (const [locale, page] of inEveryLanguage) {
    it(`${locale}: targets WCAG 2.2 AA and names the tools that check it`, () => {
      expect(page.status.paragraphs[0]).toMatch(/\bAA\b.*\(WCAG\) 2\.2/);
      const methods = page.preparation.methods.map((method) => method.title).join(' ');
      for (const tool of ['Axe', 'Playwright', 'Storybook', 'Lighthouse'])
        expect(methods).toContain(tool);
    });

    it(`${locale}: names the Portuguese body that enforces it`, () => {
      const text = page.enforcement.paragraphs.join(' ');
      expect(text).toContain('Instituto Nacional para a Reabilitação, I.P. (INR)');
      expect(text).toContain('46/2006');
      expect(text).toContain('www.inr.pt');
    });
  }
});
