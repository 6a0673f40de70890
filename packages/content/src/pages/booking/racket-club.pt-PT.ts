/** The court request page's words in European Portuguese. */
import { racketSports } from '../racket-sports.ts';
import { priceOnRequest, visitDate } from '../../requests.pt-PT.ts';
import type { Words } from '../../words.ts';
import type * as en from './racket-club.ts';

export const racketClubRequest: Words<typeof en.racketClubRequest> = {
  kind: 'racket-club',
  path: '/booking/racket-club',
  eyebrow: 'Alento Club',
  intro:
    'Campos de ténis em terra batida na encosta e campos de padel envidraçados: diga-nos quando gostaria de jogar e se quer a companhia de um treinador.',
  hero: 'hero-booking',
  subject: 'uma reserva de campo',
  included: [
    'Um campo reservado para si, à hora que pedir',
    'Empréstimo de raquetes e bolas',
    'Balneários e toalhas',
  ],
  price: priceOnRequest,
  fields: [
    {
      kind: 'choice',
      name: 'court',
      label: 'Campo',
      options: racketSports.map((sport) => ({
        value: sport.id,
        label: sport.id === 'tennis' ? 'Ténis' : 'Padel',
      })),
    },
    visitDate,
    { kind: 'time', name: 'time', label: 'Hora de início' },
    { kind: 'count', name: 'players', label: 'Jogadores', min: 1, max: 4, initial: 2 },
    {
      kind: 'choice',
      name: 'coaching',
      label: 'Treinador',
      options: [
        { value: 'yes', label: 'Sim, com treinador' },
        { value: 'no', label: 'Não, só o campo' },
      ],
    },
  ],
};
