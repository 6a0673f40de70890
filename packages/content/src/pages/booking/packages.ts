import page from '../../../data/pages/booking/packages/packages.en-GB.json' with { type: 'json' };
import { prices } from '../../constants.ts';
import type { PackagesRequestRecord } from '../../data/schemas/booking.ts';
import { formatEuros, fromPrice } from '../../format.ts';
import { signatureExperiences } from '../signature-experiences.ts';
import { guests, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

// The build checks the file against `packagesRequestSchema`; its picture is the catalogue's.
const { fields, ...words } = page as PackagesRequestRecord;

/**
 * The treatment package request page (/booking/packages): its words are in
 * `data/pages/booking/packages/`; the rituals, their lengths and prices are the signature
 * experiences'.
 */
export const packagesRequest: RequestPage = {
  kind: 'packages',
  path: '/booking/packages',
  ...words,
  price: fromPrice(prices.treatmentPackagesFrom),
  otherPrices: signatureExperiences.experiences.map(
    (item) => `${item.title}, ${item.duration}: ${formatEuros(item.price)}`,
  ),
  fields: [
    {
      kind: 'choice',
      name: 'package',
      label: fields.package.label,
      options: [
        {
          value: 'treatment-package',
          label: fields.package.treatmentPackage,
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
};
