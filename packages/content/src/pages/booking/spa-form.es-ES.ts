/** The self-guided spa day request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './spa-form.ts';
import { arrivalTime, guests, priceOnRequest, visitDate } from '../../requests.es-ES.ts';

export const spaFormRequest: Words<typeof en.spaFormRequest> = {
  kind: 'spa-form',
  path: '/booking/spa-form',
  eyebrow: 'Recorrido libre',
  intro:
    'El circuito a tu ritmo: sauna, piscina de agua fría, onsen y descanso en el orden que te apetezca. Dinos cuándo vienes y para cuántas personas.',
  hero: 'hero-spa',
  subject: 'un día de spa con recorrido libre',
  included: [
    'Todos los espacios del circuito',
    'Una terapia sin contacto incluida',
    'Casa de té y zonas de descanso',
    'Albornoz, toallas y zapatillas',
  ],
  price: priceOnRequest,
  fields: [visitDate, arrivalTime, guests()],
};
