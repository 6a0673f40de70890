import { describe, expect, it } from 'vitest';
import { inLanguage } from './language-build.ts';
import { routeWords } from './route-words.ts';

/** The descriptions name figures the site keeps elsewhere, written in each page's language. */
describe("the pages' descriptions", () => {
  it('give the Sanctum Flow in acres in English and in whole hectares in the other languages', async () => {
    expect(routeWords['/sanctum'].description).toContain(
      'a self-paced circuit through eight acres.',
    );
    const pt = await inLanguage('pt-PT', () => import('./route-words.ts'));
    expect(pt.routeWords['/sanctum'].description).toContain('por mais de três hectares.');
    const es = await inLanguage('es-ES', () => import('./route-words.ts'));
    expect(es.routeWords['/sanctum'].description).toContain('por más de tres hectáreas.');
  });

  it('list where a transfer leaves from, each with its hours, as each language lists', async () => {
    expect(routeWords['/location/transfer'].description).toContain(
      'from Faro airport (1.5 h), Lisbon airport (2.5 h), Seville (2 h):',
    );
    const pt = await inLanguage('pt-PT', () => import('./route-words.ts'));
    expect(pt.routeWords['/location/transfer'].description).toContain(
      'aeroporto de Faro (1,5 h), aeroporto de Lisboa (2,5 h) e Sevilha (2 h).',
    );
    expect(pt.routeWords['/location'].description).toContain('aeroporto de Faro a 1,5 h');
  });
});
