/** The alt texts and captions of the Seasons page's photographs in European Portuguese. */
import type * as en from './season-media-words.ts';
import type { Words } from './words.ts';

export const seasonMediaWords: Words<typeof en.seasonMediaWords> = {
  'season-spring-1': {
    alt: 'Amendoeiras em flor, brancas e cor-de-rosa, em colinas verdes e ondulantes, sob um céu suave de manhã.',
  },
  'season-spring-2': {
    alt: 'Caminho sinuoso por um prado de flores silvestres amarelas e roxas, em direção a um monte caiado.',
  },
  'season-spring-3': {
    alt: 'Cegonha no ninho, no alto de uma chaminé, com campos de um verde fresco ao fundo.',
  },
  'season-spring-4': {
    alt: 'Canteiros elevados de ervas aromáticas e alfaces de primavera na horta, com um regador no caminho.',
  },
  'season-summer-1': {
    alt: 'Searas douradas sob um sol escaldante e um sobreiro solitário a projetar uma sombra profunda.',
  },
  'season-summer-2': {
    alt: 'Uma pessoa a nadar na piscina natural cor de turquesa ao meio-dia, com um guarda-sol e espreguiçadeiras na plataforma.',
  },
  'season-summer-3': {
    alt: 'Fileiras de girassóis altos virados para o sol, sobre campos cor de ocre.',
  },
  'season-summer-4': {
    alt: 'Uma longa mesa de jantar sob um sobreiro enfeitado com luzes quentes, ao pôr do sol.',
  },
  'season-autumn-1': {
    alt: 'Fileiras de vinha em tons de âmbar e vermelho, a atravessar uma colina em direção ao sol baixo do fim da tarde.',
  },
  'season-autumn-2': {
    alt: 'Cestos de vime cheios de uvas escuras entre as videiras, em plena vindima.',
  },
  'season-autumn-3': {
    alt: 'Sobreiros de troncos avermelhados, acabados de descortiçar, com pilhas de cortiça curva aos pés.',
  },
  'season-autumn-4': {
    alt: 'Ramo carregado de romãs maduras e folhas douradas contra um céu enevoado.',
  },
  'season-winter-1': {
    alt: 'Chuva miúda sobre colinas verde-acinzentadas envoltas em névoa e um pequeno monte com uma janela iluminada.',
  },
  'season-winter-2': {
    alt: 'Lume a crepitar numa lareira de pedra, dois cadeirões e uma janela riscada pela chuva.',
  },
  'season-winter-3': {
    alt: 'Vapor espesso a subir das piscinas quentes orladas de pedra, numa manhã fria de nevoeiro.',
  },
  'season-winter-4': {
    alt: 'Sauna de barril iluminada à noite, com o fumo da chaminé a pairar sob um céu de inverno estrelado.',
  },
};
