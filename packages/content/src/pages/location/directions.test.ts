import { describe, expect, it } from 'vitest';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';
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
