import page from '../../../data/pages/booking/racket-club/racket-club.en-GB.json' with { type: 'json' };
import type { RacketClubRequestRecord } from '../../data/schemas/booking.ts';
import { racketSports } from '../racket-sports.ts';
import { priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

// The build checks the file against `racketClubRequestSchema`; its picture is the catalogue's.
const { fields, ...words } = page as RacketClubRequestRecord;

/**
 * The court request page (/booking/racket-club): its words and bounds are in
 * `data/pages/booking/racket-club/`; the courts are the racket sports'.
 */
export const racketClubRequest: RequestPage = {
  kind: 'racket-club',
  path: '/booking/racket-club',
  ...words,
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'court',
      label: fields.court.label,
      options: racketSports.map((sport) => ({
        value: sport.id,
        label: sport.id === 'tennis' ? fields.court.tennis : fields.court.padel,
      })),
    },
    visitDate,
    { kind: 'time', name: 'time', label: fields.time.label },
    { kind: 'count', name: 'players', ...fields.players },
    {
      kind: 'choice',
      name: 'coaching',
      label: fields.coaching.label,
      options: [
        { value: 'yes', label: fields.coaching.yes },
        { value: 'no', label: fields.coaching.no },
      ],
    },
  ],
};
