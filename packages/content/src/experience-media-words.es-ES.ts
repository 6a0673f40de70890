/** The alt texts and captions of the Experiences page's cards in Castilian Spanish. */
import type * as en from './experience-media-words.ts';
import type { Words } from './words.ts';

export const experienceMediaWords: Words<typeof en.experienceMediaWords> = {
  'experience-sanctum-flow': {
    alt: 'Un sendero pasa junto a una piscina onsen humeante y una sauna de madera hacia un lago, a la hora dorada.',
  },
  'experience-vitality-circuits': {
    alt: 'Espacios de recuperación en un pabellón luminoso: un panel de luz roja, una tina de agua fría y una esterilla de respiración.',
  },
  'experience-nature-stays': {
    alt: 'Cabañas abovedadas y una villa blanca entre alcornoques al anochecer, con las ventanas encendidas.',
  },
  'experience-nature-immersions': {
    alt: 'Una persona camina descalza por un sendero entre alcornoques, con la luz del sol filtrándose entre las copas.',
  },
  'experience-rest-stillness': {
    alt: 'Una hamaca colgada entre dos olivos sobre una laguna en calma al amanecer.',
  },
  'experience-creative-soul-spaces': {
    alt: 'Un taller luminoso con un caballete, vasijas de barro en un torno y una ventana a las colinas.',
  },
  'experience-risehall': {
    alt: 'Una sala alta de madera con una pared de ventanales al amanecer y esterillas de yoga extendidas en el suelo.',
  },
  'experience-alento-club': {
    alt: 'Una pista de tenis de tierra batida y otra de pádel con paredes de cristal, una junto a otra entre alcornoques.',
  },
  'experience-kids-path': {
    alt: 'Un columpio de cuerda en un alcornoque y una pequeña casa de madera en el árbol sobre un sendero del prado.',
  },
  'experience-ai-concierge': {
    alt: 'Una tableta sobre un cojín de lino muestra un día de spa planificado como un camino de espacios, con una taza de té al lado.',
  },
};
