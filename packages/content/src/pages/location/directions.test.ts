import { describe, expect, it } from 'vitest';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';
import { inLanguage } from '../../language-build.ts';
import { directionsPage } from './directions.ts';

describe('directions', () => {
  it('gives directions by car from each place of the travel times, with its time', () => {
    expect(directionsPage.car.routes.map((r) => [r.heading, r.time])).toEqual(
      travelTimes.map((t) => [`From ${travelPlaces[t.id]}`, formatHours(t.hours)]),
    );
    for (const route of directionsPage.car.routes) expect(route.steps.length).toBeGreaterThan(1);
    expect(directionsPage.train.steps.length).toBeGreaterThan(1);
    expect(directionsPage.transfer.actions.map((a) => a.href)).toContain('/location/transfer');
  });
});

describe('directions in each language', () => {
  it("names each route's place with the words its language puts before it", async () => {
    const pt = await inLanguage('pt-PT', () => import('./directions.ts'));
    expect(pt.directionsPage.car.routes.map((r) => [r.heading, r.time])).toEqual([
      ['Do aeroporto de Faro', '1,5 h'],
      ['Do aeroporto de Lisboa', '2,5 h'],
      ['De Sevilha', '2 h'],
    ]);
    const es = await inLanguage('es-ES', () => import('./directions.ts'));
    expect(es.directionsPage.car.routes.map((r) => r.heading)).toEqual([
      'Desde el aeropuerto de Faro',
      'Desde el aeropuerto de Lisboa',
      'Desde Sevilla',
    ]);
  });
});
