/** The day pass request page's words in European Portuguese. */
import { prices } from '../../constants.ts';
import { fromPrice } from '../../format.ts';
import { guests, visitDate } from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import type * as en from './day-pass.ts';

export const dayPassRequest: Words<typeof en.dayPassRequest> = {
  kind: 'day-pass',
  path: '/booking/day-pass',
  eyebrow: 'Passe de dia',
  intro:
    'Um dia inteiro no circuito termal, da primeira sauna à última flutuação, com o café de bem-estar a poucos passos para quando a fome chegar.',
  hero: 'hero-booking',
  subject: 'um passe de dia',
  included: [
    'Acesso a todo o circuito de spa',
    'Roupão, toalhas e chinelos',
    'A casa de chá e as zonas de descanso',
  ],
  price: fromPrice(prices.dayPassFrom, 'pt-PT'),
  fields: [visitDate, guests()],
};
