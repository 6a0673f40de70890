/** The alt texts and captions of the Spaces page's grid and gallery in Castilian Spanish. */
import type * as en from './space-media-words.ts';
import type { Words } from './words.ts';

export const spaceMediaWords: Words<typeof en.spaceMediaWords> = {
  'space-wellness-suites': {
    alt: 'Suite encalada con una cama baja de lino y una ventana a las colinas.',
  },
  'space-garden-villas': {
    alt: 'Villa blanca con tejado de terracota en un jardín de lavanda y olivos.',
  },
  'space-beehive-pods': {
    alt: 'Cabañas hexagonales abovedadas agrupadas en un prado.',
  },
  'space-thermal-circuit': {
    alt: 'Una sauna de madera y piscinas de piedra humeantes unidas por un camino de grava.',
  },
  'space-onsen-garden': {
    alt: 'Piscinas calientes bordeadas de piedra en un jardín de gramíneas, con vapor que sube.',
  },
  'space-biolake': {
    alt: 'Lago natural con un embarcadero de madera y juncos.',
  },
  'space-tennis-courts': {
    alt: 'Pista de tenis de tierra batida color terracota entre alcornoques.',
  },
  'space-padel-courts': {
    alt: 'Pista de pádel azul cerrada por paredes de cristal.',
  },
  'space-restaurant': {
    alt: 'Una mesa larga puesta para la cena bajo un techo abovedado y encalado.',
  },
  'space-wellness-cafe': {
    alt: 'Barra de café soleada con zumos y pan recién hecho.',
  },
  'space-tea-house': {
    alt: 'Pabellón de té de madera con farolillos junto a una laguna.',
  },
  'space-celestial-cinema': {
    alt: 'Butacas reclinables bajo una cúpula abierta a las estrellas, frente a una pantalla.',
  },
  'space-risehall': {
    alt: 'Sala alta de madera con una pared de ventanales y esterillas de yoga en el suelo.',
  },
  'space-creative-studio': {
    alt: 'Taller con un caballete y vasijas de barro junto a una ventana a las colinas.',
  },
  'space-kids-meadow': {
    alt: 'Columpio de cuerda en un alcornoque y una casa en el árbol sobre un prado.',
  },
};
