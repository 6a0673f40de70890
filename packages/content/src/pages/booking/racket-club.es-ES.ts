/** The court request form in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './racket-club.ts';
import { racketSports } from '../racket-sports.ts';
import { priceOnRequest, visitDate } from '../../requests.es-ES.ts';

export const racketClubRequest: Words<typeof en.racketClubRequest> = {
  kind: 'racket-club',
  path: '/booking/racket-club',
  eyebrow: 'Alento Club',
  intro:
    'Pistas de tenis de tierra batida en la ladera y pistas de pádel acristaladas: dinos cuándo te gustaría jugar y si quieres que te acompañe un entrenador.',
  hero: 'hero-booking',
  subject: 'una reserva de pista',
  included: [
    'Una pista reservada para ti a la hora que pidas',
    'Raquetas, palas y pelotas en préstamo',
    'Vestuarios y toallas',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'court',
      label: 'Pista',
      options: racketSports.map((sport) => ({
        value: sport.id,
        label: sport.id === 'tennis' ? 'Tenis' : 'Pádel',
      })),
    },
    visitDate,
    { kind: 'time', name: 'time', label: 'Hora de inicio' },
    { kind: 'count', name: 'players', label: 'Jugadores', min: 1, max: 4, initial: 2 },
    {
      kind: 'choice',
      name: 'coaching',
      label: 'Entrenador',
      options: [
        { value: 'yes', label: 'Sí, con entrenador' },
        { value: 'no', label: 'No, solo la pista' },
      ],
    },
  ],
};
