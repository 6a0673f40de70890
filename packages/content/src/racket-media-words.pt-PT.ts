/** The alt texts and captions of the racket club's gallery in European Portuguese. */
import { propertyClaims } from './constants.ts';
import { capitalise, numberWord } from './format.ts';
import type * as en from './racket-media-words.ts';
import type { Words } from './words.ts';

export const racketMediaWords: Words<typeof en.racketMediaWords> = {
  'racket-01': {
    alt: 'Campo de ténis de terra batida cor de terracota, com linhas brancas e rede, rodeado de sobreiros e colinas ondulantes.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts, 'pt-PT'), 'pt-PT')} campos de ténis de terra batida entre os sobreiros.`,
  },
  'racket-02': {
    alt: 'Campo de padel azul, fechado por paredes de vidro e malha preta, com a rede ao centro.',
    caption: 'Campos de padel panorâmicos, com paredes de vidro.',
  },
  'racket-03': {
    alt: 'Casa do clube caiada, com uma pérgula coberta de videira e cadeiras viradas para os campos.',
    caption: 'O terraço do clube, para a conversa depois do jogo.',
  },
  'racket-04': {
    alt: 'Dois jogadores de raquete na mão num campo à hora dourada, com sombras longas estendidas sobre a terra batida.',
    caption: 'Um jogo de pares ao fim da tarde, à hora dourada.',
  },
};
