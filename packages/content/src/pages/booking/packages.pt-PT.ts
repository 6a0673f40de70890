/** The treatment packages request page's words in European Portuguese. */
import { prices } from '../../constants.ts';
import { formatEuros, fromPrice } from '../../format.ts';
import { guests, visitDate } from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import { signatureExperiences } from '../signature-experiences.ts';
import type * as en from './packages.ts';

export const packagesRequest: Words<typeof en.packagesRequest> = {
  kind: 'packages',
  path: '/booking/packages',
  eyebrow: 'Pacotes de tratamentos',
  intro:
    'Tratamentos manuais combinados com tempo no circuito: rituais de argila e ervas, massagem e cuidados de rosto com plantas do Alentejo. Escolha um ritual e um dia.',
  hero: 'hero-booking',
  subject: 'um pacote de tratamentos',
  included: [
    'Tratamentos com os nossos terapeutas',
    'Acesso ao circuito no próprio dia',
    'Rituais para uma ou duas pessoas',
  ],
  price: fromPrice(prices.treatmentPackagesFrom, 'pt-PT'),
  otherPrices: signatureExperiences.experiences.map(
    (item) => `${item.title}, ${item.duration}: ${formatEuros(item.price, 'pt-PT')}`,
  ),
  fields: [
    {
      kind: 'choice',
      name: 'package',
      label: 'Pacote',
      options: [
        {
          value: 'treatment-package',
          label: 'Um pacote de tratamentos planeado com os nossos terapeutas',
          hint: fromPrice(prices.treatmentPackagesFrom, 'pt-PT'),
        },
        ...signatureExperiences.experiences.map((item) => ({
          value: item.id,
          label: item.title,
          hint: `${item.duration}, ${formatEuros(item.price, 'pt-PT')}`,
        })),
      ],
    },
    visitDate,
    guests(),
  ],
};
