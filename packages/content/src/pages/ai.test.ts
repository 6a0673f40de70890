import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from './ai.ts';
import { assessmentDuration } from '../claims.ts';

describe('AI wellness', () => {
  it('walks through the four steps of the spec', () => {
    expect(aiSteps.map((s) => s.title)).toEqual([
      'Personal Assessment',
      'AI Analysis',
      'Personalised Schedule',
      'Continuous Learning',
    ]);
    expect(aiSteps[0].description).toContain(assessmentDuration);
  });

  it('has six distinct benefits and the three technology points', () => {
    expect(aiBenefits).toHaveLength(6);
    expect(new Set(aiBenefits.map((b) => b.title)).size).toBe(6);
    expect(aiTechnology.map((t) => t.title)).toEqual([
      'Biometric Integration',
      'Predictive Analytics',
      'Continuous Learning',
    ]);
  });

  it('says how recommendations are made and that answers stay in the browser', () => {
    const [how, where] = aiWellnessPage.privacy.paragraphs;
    expect(how).toMatch(/rules.*browser/);
    expect(where).toMatch(/^Your answers stay in your browser\./);
  });

  it('books from the hero and the closing call, and learns more at the sanctum', () => {
    expect(aiWellnessPage.hero.action.href).toBe('/booking');
    expect(aiWellnessPage.closing.actions).toEqual([
      { label: 'Book Your Journey', href: '/booking' },
      { label: 'Learn More', href: '/sanctum', about: 'about the sanctums' },
    ]);
  });

  it('names the assessment’s length and the three modes in each language', async () => {
    expect(aiSteps[2].description).toContain('RELAX, REFRESH or REVIVE');
    const es = await inLanguage('es-ES', () => import('./ai.ts'));
    expect(es.aiSteps[0].description).toMatch(/Te llevará de 5 a 7 minutos\.$/);
    expect(es.aiSteps[2].description).toContain('RELAX, REFRESH o REVIVE');
  });
});
