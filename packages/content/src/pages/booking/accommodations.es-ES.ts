/** The stay request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './accommodations.ts';
import { priceOnRequest } from '../../requests.es-ES.ts';
import { stayTypes } from '../stay-types.ts';

export const accommodationsRequest: Words<typeof en.accommodationsRequest> = {
  kind: 'accommodations',
  path: '/booking/accommodations',
  eyebrow: 'Alojamiento en el bosque',
  intro:
    'Despierta a un corto paseo del spa: Suites de Bienestar, Villas con Jardín y Cabañas Colmena entre los alcornoques. Dinos tus fechas y quién viene.',
  hero: 'hero-booking',
  subject: 'una estancia',
  included: [
    'Ropa de cama orgánica y textiles naturales',
    'Agua filtrada en todo el alojamiento',
    'Calidad del aire medida en cada habitación',
    'Un kit de bienestar esperándote',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'stay',
      label: 'Alojamiento',
      options: stayTypes.map((stay) => ({ value: stay.id, label: stay.title })),
    },
    { kind: 'date', name: 'arrival', label: 'Fecha de llegada' },
    { kind: 'date', name: 'departure', label: 'Fecha de salida', after: 'arrival' },
    { kind: 'count', name: 'adults', label: 'Adultos', min: 1, max: 6, initial: 2 },
    { kind: 'count', name: 'children', label: 'Niños', min: 0, max: 6, initial: 0 },
  ],
};
