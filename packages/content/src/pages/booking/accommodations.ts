import page from '../../../data/pages/booking/accommodations/accommodations.en-GB.json' with { type: 'json' };
import type { AccommodationsRequestRecord } from '../../data/schemas/booking.ts';
import { priceOnRequest } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';
import { stayTypes } from '../stay-types.ts';

// The build checks the file against `accommodationsRequestSchema`; its picture is the catalogue's.
const { fields, ...words } = page as AccommodationsRequestRecord;

/**
 * The stay request page (/booking/accommodations): its words and bounds are in
 * `data/pages/booking/accommodations/`; the choices are the kinds of stay.
 */
export const accommodationsRequest: RequestPage = {
  kind: 'accommodations',
  path: '/booking/accommodations',
  ...words,
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'stay',
      label: fields.stay.label,
      options: stayTypes.map((stay) => ({ value: stay.id, label: stay.title })),
    },
    { kind: 'date', name: 'arrival', label: fields.arrival.label },
    { kind: 'date', name: 'departure', label: fields.departure.label, after: 'arrival' },
    { kind: 'count', name: 'adults', ...fields.adults },
    { kind: 'count', name: 'children', ...fields.children },
  ],
};
