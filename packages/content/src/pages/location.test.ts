import { describe, expect, it } from 'vitest';
import { travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
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
