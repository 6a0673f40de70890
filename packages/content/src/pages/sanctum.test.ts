import { describe, expect, it } from 'vitest';
import type { PageAction } from '../actions.ts';
import { propertyClaims } from '../constants.ts';
import { inLanguage } from '../language-build.ts';
import { sanctumPage, sanctumPathways } from './sanctum.ts';

function targets(actions: readonly PageAction[]) {
  return actions.map((a) => ('href' in a ? a.href : `(${a.unavailable})`));
}

describe('sanctum', () => {
  it('offers BioSanctum honestly unavailable and Sanctum Flow leading to the spa', () => {
    expect(sanctumPathways.map((p) => p.title)).toEqual(['BioSanctum', 'Sanctum Flow']);
    expect(targets(sanctumPathways.map((p) => p.action))).toEqual(['(Coming soon)', '/spa']);
    expect(sanctumPathways.map((p) => p.image)).toEqual(['sanctum-biosanctum', 'sanctum-flow']);
    expect(sanctumPathways[1].description).toContain(`${propertyClaims.sanctumFlowAcres} acres`);
  });

  it('walks through four steps to a personalised day booked at /booking', () => {
    expect(sanctumPage.journey.steps).toHaveLength(4);
    expect(sanctumPage.journey.action).toEqual({
      label: 'Personalise My Sanctum Day',
      href: '/booking',
    });
    expect(sanctumPage.philosophy.paragraphs.length).toBeGreaterThan(0);
  });
});

describe('sanctum in each language', () => {
  it("states Sanctum Flow's size and stations as the language states them", async () => {
    expect(sanctumPathways[1].highlights[0]).toBe('Over 25 stations');
    const pt = await inLanguage('pt-PT', async () => ({
      ...(await import('./sanctum.ts')),
      comingSoon: (await import('../chrome.ts')).comingSoon,
    }));
    expect(pt.sanctumPathways[1].description).toMatch(/^Mais de 3 hectares de calor/);
    expect(pt.sanctumPathways[1].highlights[0]).toBe('Mais de 25 espaços');
    expect(targets(pt.sanctumPathways.map((p) => p.action))).toEqual([
      `(${pt.comingSoon})`,
      '/spa',
    ]);
    const es = await inLanguage('es-ES', () => import('./sanctum.ts'));
    expect(es.sanctumPathways[1].description).toMatch(/^Más de 3 hectáreas de calor/);
  });
});
