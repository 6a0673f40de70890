/** The self-guided spa day request page's words in European Portuguese. */
import { arrivalTime, guests, priceOnRequest, visitDate } from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import type * as en from './spa-form.ts';

export const spaFormRequest: Words<typeof en.spaFormRequest> = {
  kind: 'spa-form',
  path: '/booking/spa-form',
  eyebrow: 'Percurso livre',
  intro:
    'O circuito ao seu ritmo: sauna, tanque de água fria, onsen e descanso, pela ordem que lhe parecer melhor. Diga-nos quando vem e quantas pessoas são.',
  hero: 'hero-spa',
  subject: 'um dia de spa em percurso livre',
  included: [
    'Todos os espaços do circuito',
    'Uma terapia sem contacto incluída',
    'Casa de chá e zonas de descanso',
    'Roupão, toalhas e chinelos',
  ],
  price: priceOnRequest,
  fields: [visitDate, arrivalTime, guests()],
};
