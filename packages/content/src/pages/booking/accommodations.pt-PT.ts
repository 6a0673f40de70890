/** The stay request page's words in European Portuguese. */
import { priceOnRequest } from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import { stayTypes } from '../stay-types.ts';
import type * as en from './accommodations.ts';

export const accommodationsRequest: Words<typeof en.accommodationsRequest> = {
  kind: 'accommodations',
  path: '/booking/accommodations',
  eyebrow: 'Alojamento na floresta',
  intro:
    'Acorde a poucos passos do spa: Suites de Bem-Estar, Villas com Jardim e Casulos Colmeia entre os sobreiros. Diga-nos as suas datas e quem vem consigo.',
  hero: 'hero-booking',
  subject: 'uma estadia',
  included: [
    'Lençóis de algodão biológico e roupa de cama natural',
    'Água filtrada em todo o alojamento',
    'Qualidade do ar medida em cada quarto',
    'Um kit de bem-estar à sua espera',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'stay',
      label: 'Alojamento',
      options: stayTypes.map((stay) => ({ value: stay.id, label: stay.title })),
    },
    { kind: 'date', name: 'arrival', label: 'Data de chegada' },
    { kind: 'date', name: 'departure', label: 'Data de partida', after: 'arrival' },
    { kind: 'count', name: 'adults', label: 'Adultos', min: 1, max: 6, initial: 2 },
    { kind: 'count', name: 'children', label: 'Crianças', min: 0, max: 6, initial: 0 },
  ],
};
