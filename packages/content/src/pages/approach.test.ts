import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { approachPage, wellnessPillars } from './approach.ts';

describe('approach', () => {
  it('names the eight pillars of the spec, each with its own copy', () => {
    expect(wellnessPillars.map((p) => p.title)).toEqual([
      'Movement',
      'Nutrition',
      'Rest & Recovery',
      'Emotional Wellbeing',
      'Detox & Renewal',
      'Connection & Purpose',
      'Nature Immersion',
      'Science & Innovation',
    ]);
    const descriptions = wellnessPillars.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(8);
    for (const d of descriptions) expect(d.length).toBeGreaterThan(40);
  });

  it('says its programme buttons are not available yet', () => {
    expect(approachPage.programsButton).toBe('Programs');
    expect(approachPage.programsUnavailable).toBe('Coming soon');
  });

  it('numbers the pillars in each language', async () => {
    expect(approachPage.pillarEyebrow(3)).toBe('Pillar 3');
    const pt = await inLanguage('pt-PT', () => import('./approach.ts'));
    expect(pt.approachPage.pillarEyebrow(8)).toBe('Pilar 8');
  });
});
