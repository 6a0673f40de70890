/** The racket sports in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './racket-sports.ts';

export const racketSports: Words<typeof en.racketSports> = [
  {
    id: 'tennis',
    title: 'Campos de ténis',
    description:
      'Campos de terra batida encaixados na encosta, com a sombra dos sobreiros à volta e luz para jogar nas noites frescas.',
    features: [
      'Terra batida, suave para as articulações',
      'Iluminação para jogar à noite',
      'Aulas para todos os níveis',
    ],
  },
  {
    id: 'padel',
    title: 'Campos de padel',
    description:
      'Campos de padel envidraçados para jogos de pares rápidos e animados: aprende-se numa hora, e depois custa parar.',
    features: [
      'Campos panorâmicos de vidro',
      'Empréstimo de raquetes e bolas',
      'Jogo livre e encontros de convívio',
    ],
  },
];
