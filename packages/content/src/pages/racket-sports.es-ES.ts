/** The racket sports in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './racket-sports.ts';

export const racketSports: Words<typeof en.racketSports> = [
  {
    id: 'tennis',
    title: 'Pistas de tenis',
    description:
      'Pistas de tierra batida encajadas en la ladera, con la sombra de los alcornoques en los bordes y luz para jugar al fresco de la tarde.',
    features: [
      'Tierra batida, suave con las articulaciones',
      'Iluminación para jugar de noche',
      'Clases para todos los niveles',
    ],
  },
  {
    id: 'padel',
    title: 'Pistas de pádel',
    description:
      'Pistas de pádel acristaladas para partidos de dobles rápidos y sociables: fácil de aprender en una hora, difícil de dejar.',
    features: [
      'Pistas panorámicas de cristal',
      'Palas y pelotas en préstamo',
      'Partidos abiertos y encuentros sociales',
    ],
  },
];
