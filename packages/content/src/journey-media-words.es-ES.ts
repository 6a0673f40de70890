/** The alt texts and captions of the Journeys page's cards in Castilian Spanish. */
import type * as en from './journey-media-words.ts';
import type { Words } from './words.ts';

export const journeyMediaWords: Words<typeof en.journeyMediaWords> = {
  'journey-spa-circuit': {
    alt: 'Un camino circular une una sauna, la cúpula de un hammam, una tina de agua fría y piscinas humeantes.',
  },
  'journey-movement': {
    alt: 'Una pala de pádel y una pelota de tenis sobre la tierra batida de una pista, por la mañana.',
  },
  'journey-vitality': {
    alt: 'Un vaso de zumo verde, un panel de luz roja y una tina de inmersión azul hielo en un pabellón luminoso.',
  },
  'journey-rest': {
    alt: 'Hamaca entre olivos sobre una laguna en calma al amanecer.',
  },
  'journey-nature': {
    alt: 'Sendero entre alcornoques por colinas onduladas, con un banco en el mirador.',
  },
  'journey-retreats': {
    alt: 'Un círculo de cojines de meditación en una terraza con vistas a las colinas, al atardecer.',
  },
};
