import { racketSports } from '../racket-sports.ts';
import { priceOnRequest, visitDate } from '../../requests.ts';
import type { RequestPage } from '../../requests.ts';

export const racketClubRequest = {
  kind: 'racket-club',
  path: '/booking/racket-club',
  eyebrow: 'Alento Club',
  intro:
    'Clay tennis courts in the hillside and glass-walled padel courts: tell us when you would like to play, and whether a coach should join you.',
  hero: 'hero-booking',
  subject: 'court time',
  included: [
    'A court kept for you at the time you ask',
    'Rackets and balls to borrow',
    'Changing rooms and towels',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'court',
      label: 'Court',
      options: racketSports.map((sport) => ({
        value: sport.id,
        label: sport.id === 'tennis' ? 'Tennis' : 'Padel',
      })),
    },
    visitDate,
    { kind: 'time', name: 'time', label: 'Start time' },
    { kind: 'count', name: 'players', label: 'Players', min: 1, max: 4, initial: 2 },
    {
      kind: 'choice',
      name: 'coaching',
      label: 'Coaching',
      options: [
        { value: 'yes', label: 'Yes, with a coach' },
        { value: 'no', label: 'No, just the court' },
      ],
    },
  ],
} as const satisfies RequestPage;
