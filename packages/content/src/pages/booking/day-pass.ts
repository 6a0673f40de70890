import { prices } from '../../constants.ts';
import { fromPrice } from '../../format.ts';
import { guests, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

export const dayPassRequest = {
  kind: 'day-pass',
  path: '/booking/day-pass',
  eyebrow: 'Day Pass',
  intro:
    'A full day in the thermal circuit, from the first sauna to the last float, with the wellness cafe a few steps away when you are hungry.',
  hero: 'hero-booking',
  subject: 'a day pass',
  included: [
    'Access to the whole spa circuit',
    'Robe, towels and slippers',
    'The tea house and rest zones',
  ],
  price: fromPrice(prices.dayPassFrom),
  fields: [visitDate, guests()],
} as const satisfies RequestPage;
