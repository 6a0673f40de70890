import { describe, expect, it } from 'vitest';
import { travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
import { inLanguage } from '../language-build.ts';
import { locationPage, nearbyAttractions, transportOptions } from './location.ts';

describe('location', () => {
  it('states the three travel times of the spec, from the constants', () => {
    expect(locationPage.travel.times).toHaveLength(3);
    expect(locationPage.travel.times.map((t) => [travelPlaces[t.id], t.value])).toEqual([
      ['Faro airport', '1.5 h'],
      ['Lisbon airport', '2.5 h'],
      ['Seville', '2 h'],
    ]);
    expect(locationPage.travel.times.map((t) => t.id)).toEqual(travelTimes.map((t) => t.id));
  });

  it('offers the three ways to arrive and links to the transfer and the directions', () => {
    expect(transportOptions.map((t) => t.title)).toEqual([
      'Private transfer',
      'Rental car',
      'Train plus shuttle',
    ]);
    expect(locationPage.transport.actions.map((a) => a.href)).toEqual([
      '/location/transfer',
      '/location/directions',
    ]);
  });

  it('names real places nearby, each described', () => {
    expect(nearbyAttractions.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Évora', 'Monsaraz', 'Alqueva Dark Sky Reserve', 'Mértola']),
    );
    for (const place of nearbyAttractions) expect(place.description.length).toBeGreaterThan(60);
  });
});

describe('location in each language', () => {
  it('states the estate in acres in English and in hectares, rounded down, elsewhere', async () => {
    expect(locationPage.setting.paragraphs[0]).toContain(' 150 acres ');
    const pt = await inLanguage('pt-PT', () => import('./location.ts'));
    expect(pt.locationPage.setting.paragraphs[0]).toContain('por mais de 60 hectares de campo');
    expect(pt.locationPage.travel.times.map((t) => [t.place, t.value])).toEqual([
      ['Aeroporto de Faro', '1,5 h'],
      ['Aeroporto de Lisboa', '2,5 h'],
      ['Sevilha', '2 h'],
    ]);
    const es = await inLanguage('es-ES', () => import('./location.ts'));
    expect(es.locationPage.setting.paragraphs[0]).toContain('por más de 60 hectáreas de');
  });
});
