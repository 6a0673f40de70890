/** The treatment package request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './packages.ts';
import { prices } from '../../constants.ts';
import { formatEuros, fromPrice } from '../../format.ts';
import { signatureExperiences } from '../signature-experiences.ts';
import { guests, visitDate } from '../../requests.es-ES.ts';

export const packagesRequest: Words<typeof en.packagesRequest> = {
  kind: 'packages',
  path: '/booking/packages',
  eyebrow: 'Paquetes de tratamientos',
  intro:
    'Tratamientos manuales combinados con tiempo en el circuito: rituales de arcilla y hierbas, masajes y cuidado facial con plantas del Alentejo. Elige un ritual y un día.',
  hero: 'hero-booking',
  subject: 'un paquete de tratamientos',
  included: [
    'Tratamientos con nuestros terapeutas',
    'Acceso al circuito ese mismo día',
    'Rituales para una o dos personas',
  ],
  price: fromPrice(prices.treatmentPackagesFrom, 'es-ES'),
  otherPrices: signatureExperiences.experiences.map(
    (item) => `${item.title}, ${item.duration}: ${formatEuros(item.price, 'es-ES')}`,
  ),
  fields: [
    {
      kind: 'choice',
      name: 'package',
      label: 'Paquete',
      options: [
        {
          value: 'treatment-package',
          label: 'Un paquete de tratamientos diseñado con nuestros terapeutas',
          hint: fromPrice(prices.treatmentPackagesFrom, 'es-ES'),
        },
        ...signatureExperiences.experiences.map((item) => ({
          value: item.id,
          label: item.title,
          hint: `${item.duration}, ${formatEuros(item.price, 'es-ES')}`,
        })),
      ],
    },
    visitDate,
    guests(),
  ],
};
