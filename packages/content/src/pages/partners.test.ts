import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { partnersPage } from './partners.ts';

/** The landing's figures come from the site's constants, written as each language writes them. */
describe('the partnership landing in each language', () => {
  it('fills in the land, the water, the drive and the villas', async () => {
    const descriptions = (page: typeof partnersPage) => [
      page.hero.lede,
      page.experience.systems[0]?.description,
      ...page.benefits.items.map((item) => item.description),
    ];
    expect(descriptions(partnersPage)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('on 240 hectares of the Alentejo'),
        'Every litre is cleaned through reed beds and biopools and used again: 100% recycled water.',
        '240 hectares of hills, forest and water, within 2.5 hours of Faro, Lisbon and Seville.',
        'First choice of dates for retreats across our 32 apartments and wellness villas.',
      ]),
    );
    expect(partnersPage.vision.paragraphs[0]).toMatch(/^Alento is a place/);

    const pt = await inLanguage('pt-PT', () => import('./partners.ts'));
    expect(descriptions(pt.partnersPage)).toEqual(
      expect.arrayContaining([
        '240 hectares de colinas, floresta e água, a 2,5 horas, no máximo, de Faro, Lisboa e Sevilha.',
      ]),
    );
    const es = await inLanguage('es-ES', () => import('./partners.ts'));
    expect(descriptions(es.partnersPage)).toEqual(
      expect.arrayContaining([
        'Cada litro se depura en filtros de carrizo y biopiscinas y se vuelve a usar: 100\u00a0% de agua reciclada.',
      ]),
    );
  });
});
