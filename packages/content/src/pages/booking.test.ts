import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prices } from '../constants.ts';
import { fromPrice } from '../format.ts';
import { inLanguage } from '../language-build.ts';
import { bookingOffers, bookingPage, spaPaths } from './booking.ts';

const Action = v.strictObject({
  label: v.pipe(v.string(), v.minLength(3)),
  href: v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]*$/)),
});
const Card = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/)),
  title: v.pipe(v.string(), v.minLength(3)),
  description: v.pipe(v.string(), v.minLength(60), v.maxLength(220)),
  highlights: v.pipe(v.array(v.pipe(v.string(), v.minLength(5))), v.length(3)),
  action: Action,
});

describe('booking hub', () => {
  it('offers a self-guided and a guided spa journey, leading to the request form and the concierge', () => {
    for (const path of spaPaths) expect(() => v.parse(Card, path), path.id).not.toThrow();
    expect(spaPaths.map((p) => [p.id, p.action.href])).toEqual([
      ['self-guided', '/booking/spa-form'],
      ['guided', '/concierge'],
    ]);
  });

  it('prices the day pass and the treatment packages from the constants, per person', () => {
    for (const offer of bookingOffers) expect(() => v.parse(Card, offer), offer.id).not.toThrow();
    expect(bookingOffers.map((o) => [o.title, o.price, o.action.href])).toEqual([
      ['Day Pass', 'From €120 per person', '/booking/day-pass'],
      ['Treatment Packages', 'From €250 per person', '/booking/packages'],
    ]);
    expect(bookingPage.vatNote).toMatch(/euros.*VAT/);
  });

  it('leads a stay to the accommodations and the spaces', () => {
    expect(bookingPage.stay.heading).toBe('Stay With Us');
    expect(bookingPage.stay.actions.map((a) => a.href)).toEqual([
      '/booking/accommodations',
      '/spaces',
    ]);
  });

  it('writes the starting prices in each language, with its own words', async () => {
    for (const locale of ['pt-PT', 'es-ES']) {
      const [booking, format] = await inLanguage(locale, () =>
        Promise.all([import('./booking.ts'), import('../format.ts')]),
      );
      expect(booking.bookingOffers.map((o) => o.price)).toEqual([
        format.fromPrice(prices.dayPassFrom, locale),
        format.fromPrice(prices.treatmentPackagesFrom, locale),
      ]);
      expect(booking.bookingOffers[0]?.price).not.toBe(fromPrice(prices.dayPassFrom));
      expect(booking.bookingOffers[0]?.title).not.toBe('Day Pass');
    }
  });
});
