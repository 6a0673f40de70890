import { describe, expect, it } from 'vitest';
import { formatHours, travelTimes } from './constants.ts';
import {
  directionsPage,
  locationPage,
  mapLink,
  nearbyAttractions,
  transportOptions,
} from './location.ts';
import { siteConfig } from './site.ts';

describe('location', () => {
  it('states the three travel times of the spec, from the constants', () => {
    expect(locationPage.travel.times).toHaveLength(3);
    expect(locationPage.travel.times.map((t) => [t.place, t.value])).toEqual([
      ['Faro airport', '1.5 h'],
      ['Lisbon airport', '2.5 h'],
      ['Seville', '2 h'],
    ]);
    expect(locationPage.travel.times.map((t) => t.id)).toEqual(travelTimes.map((t) => t.id));
    expect(formatHours(3)).toBe('3 h');
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

  it("builds the map link from the site config's coordinates", () => {
    const { latitude, longitude } = siteConfig.geo;
    const url = new URL(mapLink());
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('mlat')).toBe(String(latitude));
    expect(url.searchParams.get('mlon')).toBe(String(longitude));
    expect(mapLink({ latitude: 1.5, longitude: -2 }, 8)).toBe(
      'https://www.openstreetmap.org/?mlat=1.5&mlon=-2#map=8/1.5/-2',
    );
  });

  it('names real places nearby, each described', () => {
    expect(nearbyAttractions.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Évora', 'Monsaraz', 'Alqueva Dark Sky Reserve', 'Mértola']),
    );
    for (const place of nearbyAttractions) expect(place.description.length).toBeGreaterThan(60);
  });

  it('gives directions by car from each place of the travel times, with its time', () => {
    expect(directionsPage.car.routes.map((r) => [r.heading, r.time])).toEqual(
      travelTimes.map((t) => [`From ${t.place}`, formatHours(t.hours)]),
    );
    for (const route of directionsPage.car.routes) expect(route.steps.length).toBeGreaterThan(1);
    expect(directionsPage.train.steps.length).toBeGreaterThan(1);
    expect(directionsPage.transfer.actions.map((a) => a.href)).toContain('/location/transfer');
  });
});
