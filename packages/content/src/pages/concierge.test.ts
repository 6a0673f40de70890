import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { conciergePage, conciergeTabs } from './concierge.ts';
import {
  activityLevels,
  socialPreferences,
  temperaturePreferences,
  wellnessGoals,
  wellnessSliders,
} from '../assessment.ts';

describe('the concierge page', () => {
  it('has the three tabs of the spec, about first', () => {
    expect(conciergeTabs.map((tab) => tab.id)).toEqual(['about', 'assessment', 'recommendations']);
  });

  it('says the assessment takes 5-7 minutes and toasts the spec’s words on submit', () => {
    expect(conciergePage.assessment.duration).toContain('5-7 minutes');
    expect(conciergePage.toast).toEqual({
      title: 'Assessment Submitted',
      description:
        "Your wellness assessment has been received. We'll prepare your personalized recommendations.",
    });
  });

  it('asks the spec’s questions with their number of answers', () => {
    expect(wellnessGoals).toHaveLength(8);
    expect(wellnessSliders.map((s) => s.label)).toEqual([
      'Energy Level',
      'Sleep Quality',
      'Stress Level',
      'Physical Activity',
    ]);
    expect(temperaturePreferences).toHaveLength(4);
    expect(activityLevels).toHaveLength(4);
    expect(socialPreferences).toHaveLength(3);
  });

  it('says plainly that answers stay in the browser and where recommendations come from', () => {
    expect(conciergePage.section.privacy).toMatch(/rules/);
    expect(conciergePage.section.privacy).toMatch(/never sent/);
    expect(conciergePage.recommendations.fixed).toHaveLength(3);
  });

  it('tells a guest whose recommendations did not load what to do, and that nothing was lost', () => {
    expect(conciergePage.loadFailed.title).not.toBe(conciergePage.toast.title);
    expect(conciergePage.loadFailed.description).toMatch(/try again/);
    expect(conciergePage.loadFailed.description).toMatch(/answers are still here/);
  });

  it('writes the sliders’ names and the sauna’s figures as each language does', async () => {
    const { assessment, recommendations } = conciergePage;
    expect(assessment.sliderHint('Very low', 'Very high')).toBe('1 is very low, 10 is very high.');
    expect(assessment.decrease('Energy Level')).toBe('Lower energy level');
    expect(recommendations.fixed[1].description).toMatch(/^Ten to fifteen minutes .* Three rounds/);
    const pt = (await inLanguage('pt-PT', () => import('./concierge.ts'))).conciergePage;
    expect(pt.assessment.increase('Nível de energia')).toBe('Nível de energia: aumentar');
    expect(pt.assessment.sliderHint('Muito baixo', 'Muito alto')).toBe(
      '1 corresponde a «muito baixo» e 10 a «muito alto».',
    );
    expect(pt.recommendations.fixed[1].description).toMatch(/^Dez a quinze minutos .* Três rondas/);
    const es = (await inLanguage('es-ES', () => import('./concierge.ts'))).conciergePage;
    expect(es.assessment.decrease('Nivel de energía')).toBe('Bajar nivel de energía');
    expect(es.recommendations.fixed[1].description).toMatch(
      /^De diez a quince minutos .* Con tres rondas/,
    );
    expect(es.about.modes.map((mode) => mode.name)).toEqual(['RELAX', 'REFRESH', 'REVIVE']);
  });
});
