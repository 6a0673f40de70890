/** The day pass request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './day-pass.ts';
import { prices } from '../../constants.ts';
import { fromPrice } from '../../format.ts';
import { guests, visitDate } from '../../requests.es-ES.ts';

export const dayPassRequest: Words<typeof en.dayPassRequest> = {
  kind: 'day-pass',
  path: '/booking/day-pass',
  eyebrow: 'Pase de día',
  intro:
    'Un día entero en el circuito termal, de la primera sauna a la última flotación, con el café de bienestar a unos pasos para cuando tengas hambre.',
  hero: 'hero-booking',
  subject: 'un pase de día',
  included: [
    'Acceso a todo el circuito de spa',
    'Albornoz, toallas y zapatillas',
    'La casa de té y las zonas de descanso',
  ],
  price: fromPrice(prices.dayPassFrom, 'es-ES'),
  fields: [visitDate, guests()],
};
