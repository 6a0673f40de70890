/** The spa day request page's words in European Portuguese. */
import {
  arrivalTime,
  circuitOption,
  guests,
  priceOnRequest,
  visitDate,
} from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import { spaSequences } from '../spa-sequences.ts';
import type * as en from './spa.ts';

export const spaRequest: Words<typeof en.spaRequest> = {
  kind: 'spa',
  path: '/booking/spa',
  eyebrow: 'Dia de spa',
  intro:
    'Diga-nos o dia e como o quer passar: livremente no circuito, ou ao longo de uma das nossas sequências guiadas. Teremos os roupões quentes e o chá pronto.',
  hero: 'hero-spa',
  subject: 'um dia de spa',
  included: [
    'Todos os espaços do circuito termal',
    'Uma terapia sem contacto',
    'Roupão, toalhas e chinelos',
    'A casa de chá e as zonas de descanso',
  ],
  price: priceOnRequest,
  fields: [
    visitDate,
    arrivalTime,
    guests(),
    {
      kind: 'choice',
      name: 'journey',
      label: 'Circuito livre ou sequência guiada',
      options: [
        circuitOption,
        ...spaSequences.items.map((item) => ({
          value: item.id,
          label: item.title,
          hint: `Sequência guiada, ${item.duration.toLocaleLowerCase('pt-PT')}`,
        })),
      ],
    },
  ],
};
