import { prices } from '../../constants.ts';
import { formatEuros, fromPrice } from '../../format.ts';
import { signatureExperiences } from '../signature-experiences.ts';
import { guests, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

export const packagesRequest = {
  kind: 'packages',
  path: '/booking/packages',
  eyebrow: 'Treatment Packages',
  intro:
    'Hands-on treatments paired with time in the circuit: clay and herb rituals, massage and facial care with Alentejo botanicals. Choose a ritual and a day.',
  hero: 'hero-booking',
  subject: 'a treatment package',
  included: [
    'Treatments with our therapists',
    'Circuit access on the day',
    'Rituals for one or for two',
  ],
  price: fromPrice(prices.treatmentPackagesFrom),
  otherPrices: signatureExperiences.experiences.map(
    (item) => `${item.title}, ${item.duration}: ${formatEuros(item.price)}`,
  ),
  fields: [
    {
      kind: 'choice',
      name: 'package',
      label: 'Package',
      options: [
        {
          value: 'treatment-package',
          label: 'A treatment package planned with our therapists',
          hint: fromPrice(prices.treatmentPackagesFrom),
        },
        ...signatureExperiences.experiences.map((item) => ({
          value: item.id,
          label: item.title,
          hint: `${item.duration}, ${formatEuros(item.price)}`,
        })),
      ],
    },
    visitDate,
    guests(),
  ],
} as const satisfies RequestPage;
