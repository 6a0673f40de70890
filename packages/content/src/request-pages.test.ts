import { describe, expect, it } from 'vitest';
import { prices } from './constants.ts';
import { isMediaKey } from './media.ts';
import { requestPageFor, requestPages } from './request-pages.ts';
import { priceOnRequest, requestCopy, requestKinds } from './requests.ts';
import { routeFor } from './routes.ts';
import { stayTypes } from './pages/stays.ts';

describe('request pages', () => {
  it('gives every kind one page, each with a route of the guest layout', () => {
    expect(requestPages.map((page) => page.kind)).toEqual([...requestKinds]);
    for (const page of requestPages) {
      expect(routeFor(page.path).layout).toBe('guest');
      expect(isMediaKey(page.hero), page.path).toBe(true);
      expect(page.included.length).toBeGreaterThanOrEqual(3);
      expect(page.intro.length).toBeGreaterThan(60);
    }
  });

  it('states only the spec’s prices, and "Price on request" elsewhere', () => {
    expect(requestPageFor('/booking/day-pass').price).toBe(
      `From €${String(prices.dayPassFrom.euros)} per person`,
    );
    expect(requestPageFor('/booking/packages').price).toBe(
      `From €${String(prices.treatmentPackagesFrom.euros)} per person`,
    );
    for (const path of [
      '/booking/spa',
      '/booking/spa-form',
      '/booking/accommodations',
      '/booking/racket-club',
      '/location/transfer',
    ]) {
      expect(requestPageFor(path).price, path).toBe(priceOnRequest);
    }
    // The signature rituals offered as packages keep their own figures, said beside "From €250".
    expect(requestPageFor('/booking/packages').otherPrices).toEqual([
      'Thermal Sanctuary Journey, 3 hours: €180',
      'Alentejo Earth Ritual, 2.5 hours: €240',
    ]);
    const euros = JSON.stringify(requestPages).match(/€\d+/g) ?? [];
    const stated = Object.values(prices).map((price) => `€${String(price.euros)}`);
    for (const figure of euros) expect(stated).toContain(figure);
  });

  it('asks each page for what the issue lists', () => {
    const names = (path: string) => requestPageFor(path).fields.map((field) => field.name);
    expect(names('/booking/spa')).toEqual(['date', 'time', 'guests', 'journey']);
    expect(names('/booking/spa-form')).toEqual(['date', 'time', 'guests']);
    expect(names('/booking/day-pass')).toEqual(['date', 'guests']);
    expect(names('/booking/packages')).toEqual(['package', 'date', 'guests']);
    expect(names('/booking/accommodations')).toEqual([
      'stay',
      'arrival',
      'departure',
      'adults',
      'children',
    ]);
    expect(names('/booking/racket-club')).toEqual(['court', 'date', 'time', 'players', 'coaching']);
  });

  it('offers the stays of the stays page and the two courts', () => {
    const stay = requestPageFor('/booking/accommodations').fields[0];
    expect(stay?.kind === 'choice' && stay.options.map((o) => o.label)).toEqual(
      stayTypes.map((s) => s.title),
    );
    const court = requestPageFor('/booking/racket-club').fields[0];
    expect(court?.kind === 'choice' && court.options.map((o) => o.label)).toEqual([
      'Tennis',
      'Padel',
    ]);
  });

  it('gives each count field bounds that hold its starting value', () => {
    for (const page of requestPages) {
      for (const field of page.fields) {
        if (field.kind !== 'count') continue;
        expect(field.min).toBeLessThanOrEqual(field.initial);
        expect(field.initial).toBeLessThanOrEqual(field.max);
      }
    }
  });

  it('says plainly that the site itself sends nothing', () => {
    expect(requestCopy.nothingSent).toMatch(/^Nothing is sent by this website/);
  });

  it('refuses an unknown path', () => {
    expect(() => requestPageFor('/booking/nowhere')).toThrow(/nowhere/);
  });
});
