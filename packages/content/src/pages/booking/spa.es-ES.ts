/** The spa day request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './spa.ts';
import {
  arrivalTime,
  circuitOption,
  guests,
  priceOnRequest,
  visitDate,
} from '../../requests.es-ES.ts';
import { spaSequences } from '../spa-sequences.ts';

export const spaRequest: Words<typeof en.spaRequest> = {
  kind: 'spa',
  path: '/booking/spa',
  eyebrow: 'Día de spa',
  intro:
    'Dinos el día y cómo te gustaría pasarlo: libre por el circuito o siguiendo una de nuestras secuencias guiadas. Te esperarán el albornoz caliente y el té preparado.',
  hero: 'hero-spa',
  subject: 'un día de spa',
  included: [
    'Todos los espacios del circuito termal',
    'Una terapia sin contacto',
    'Albornoz, toallas y zapatillas',
    'La casa de té y las zonas de descanso',
  ],
  price: priceOnRequest,
  fields: [
    visitDate,
    arrivalTime,
    guests(),
    {
      kind: 'choice',
      name: 'journey',
      label: 'Circuito o recorrido guiado',
      options: [
        circuitOption,
        ...spaSequences.items.map((item) => ({
          value: item.id,
          label: `Guiado: ${item.title}`,
          hint: item.duration,
        })),
      ],
    },
  ],
};
