import page from '../../../data/pages/booking/day-pass/day-pass.en-GB.json' with { type: 'json' };
import { prices } from '../../constants.ts';
import type { RequestPageRecord } from '../../data/schemas/booking.ts';
import { fromPrice } from '../../format.ts';
import { guests, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

/**
 * The day pass request page (/booking/day-pass): its words are in `data/pages/booking/day-pass/`,
 * its price is the day pass's in `prices`.
 */
export const dayPassRequest: RequestPage = {
  kind: 'day-pass',
  path: '/booking/day-pass',
  // The build checks the file against `requestPageSchema`; its picture is the catalogue's.
  ...(page as RequestPageRecord),
  price: fromPrice(prices.dayPassFrom),
  fields: [visitDate, guests()],
};
