/** The alt texts and captions of the racket club's gallery in Castilian Spanish. */
import { propertyClaims } from './constants.ts';
import { capitalise, numberWord } from './format.ts';
import type * as en from './racket-media-words.ts';
import type { Words } from './words.ts';

export const racketMediaWords: Words<typeof en.racketMediaWords> = {
  'racket-01': {
    alt: 'Pista de tenis de tierra batida color terracota, con líneas blancas y red, entre alcornoques y colinas onduladas.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts, 'es-ES', 'feminine'), 'es-ES')} pistas de tenis de tierra batida entre los alcornoques.`,
  },
  'racket-02': {
    alt: 'Pista de pádel azul cerrada por paredes de cristal y malla negra, con la red en el centro.',
    caption: 'Pistas de pádel panorámicas, con paredes de cristal.',
  },
  'racket-03': {
    alt: 'Casa club encalada, con una pérgola cubierta de parra y sillas que miran a las pistas.',
    caption: 'La terraza de la casa club, para la charla después del partido.',
  },
  'racket-04': {
    alt: 'Dos jugadores con raquetas en una pista a la hora dorada, con largas sombras sobre la tierra batida.',
    caption: 'Un partido de dobles al atardecer, con la luz dorada.',
  },
};
