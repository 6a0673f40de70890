import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { holisticLandcarePage } from './holistic-landcare.ts';

describe('the land-stewardship page', () => {
  it('writes the land’s figures as each language does', async () => {
    expect(holisticLandcarePage.hero.lede).toMatch(/^We care for 240 hectares /);
    expect(holisticLandcarePage.experience.systems[0]?.description).toMatch(
      /: 100% recycled water\.$/,
    );
    const es = (await inLanguage('es-ES', () => import('./holistic-landcare.ts')))
      .holisticLandcarePage;
    expect(es.experience.systems[0]?.description).toMatch(/: 100\u00a0% de agua reciclada\.$/);
    expect(es.benefits.items[5]?.description).toContain('nuestros 32 apartamentos');
  });
});
