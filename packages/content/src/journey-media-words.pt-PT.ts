/** The alt texts and captions of the Journeys page's cards in European Portuguese. */
import type * as en from './journey-media-words.ts';
import type { Words } from './words.ts';

export const journeyMediaWords: Words<typeof en.journeyMediaWords> = {
  'journey-spa-circuit': {
    alt: 'Caminho em circuito que liga uma sauna, a cúpula de um hammam, uma tina de água fria e piscinas fumegantes.',
  },
  'journey-movement': {
    alt: 'Raquete de padel e bola de ténis na terra batida de um campo, de manhã.',
  },
  'journey-vitality': {
    alt: 'Copo de sumo verde, painel de luz vermelha e tina de imersão azul-gelo num pavilhão luminoso.',
  },
  'journey-rest': {
    alt: 'Rede de descanso entre oliveiras, sobre uma lagoa tranquila ao amanhecer.',
  },
  'journey-nature': {
    alt: 'Trilho entre sobreiros por colinas ondulantes, com um banco no miradouro.',
  },
  'journey-retreats': {
    alt: 'Círculo de almofadas de meditação num terraço com vista para as colinas, ao pôr do sol.',
  },
};
