import page from '../../../data/pages/booking/spa-form/spa-form.en-GB.json' with { type: 'json' };
import type { RequestPageRecord } from '../../data/schemas/booking.ts';
import { arrivalTime, guests, priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

/** The self-guided spa day request page (/booking/spa-form); its words are in `data/pages/booking/spa-form/`. */
export const spaFormRequest: RequestPage = {
  kind: 'spa-form',
  path: '/booking/spa-form',
  // The build checks the file against `requestPageSchema`; its picture is the catalogue's.
  ...(page as RequestPageRecord),
  price: priceOnRequest,
  fields: [visitDate, arrivalTime, guests()],
};
