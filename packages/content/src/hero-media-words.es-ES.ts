/** The alt texts of each page's hero picture in Castilian Spanish. */
import type * as en from './hero-media-words.ts';
import type { Words } from './words.ts';

export const heroMediaWords: Words<typeof en.heroMediaWords> = {
  'hero-home': {
    alt: 'Colinas onduladas del Alentejo a la hora dorada, con una sauna de madera y piscinas humeantes entre alcornoques.',
  },
  'hero-spa': {
    alt: 'Vapor que sube de piscinas de piedra junto a una sauna de madera, con las colinas encendidas al anochecer.',
  },
  'hero-sanctum': {
    alt: 'Dos caminos se separan en un prado: uno lleva a un santuario blanco y el otro, a un lago con piscinas humeantes.',
  },
  'hero-approach': {
    alt: 'Un alcornoque solitario en una colina al amanecer, con la niebla tendida en los valles.',
  },
  'hero-booking': {
    alt: 'Una cancela encalada en un muro de piedra se abre a un camino entre alcornoques que lleva a Alento.',
  },
  'hero-programs': {
    alt: 'Un sendero serpentea por las colinas de una sauna a un lago y de allí a una arboleda, con la luz del atardecer.',
  },
  'hero-dining': {
    alt: 'Una mesa larga puesta al aire libre bajo un alcornoque al atardecer, con pan, aceitunas y vino.',
  },
  'hero-spaces': {
    alt: 'Un patio encalado con arcos que enmarcan las colinas y olivos en macetas de terracota.',
  },
  'hero-location': {
    alt: 'Una carretera comarcal serpentea entre colinas de alcornoques hacia unas casas blancas sobre una loma.',
  },
  'hero-contact': {
    alt: 'Una fachada encalada con una puerta pintada de azul y un banco a la sombra de un olivo.',
  },
  'hero-concierge': {
    alt: 'Un cielo nocturno lleno de estrellas sobre las colinas, con un camino luminoso de espacios trazado sobre el paisaje.',
  },
  'hero-racket-club': {
    alt: 'Una pista de tenis de tierra batida y otra de pádel con paredes de cristal en las colinas, a la hora dorada.',
  },
  'hero-experiences': {
    alt: 'Una vista amplia de Alento: saunas, piscinas, un lago y cabañas abovedadas repartidas por las colinas.',
  },
  'hero-stays': {
    alt: 'Cabañas abovedadas y villas blancas entre alcornoques bajo el azul profundo del cielo al anochecer.',
  },
  'hero-ai': {
    alt: 'Constelaciones unidas por líneas finas sobre las colinas de noche y un pabellón con una luz suave.',
  },
  'hero-seasons': {
    alt: 'La misma ladera a lo largo del año, en cuatro franjas: flores, oro, viñas de color ámbar y lluvia de invierno.',
  },
  'hero-partners': {
    alt: 'Alento en su valle al atardecer: edificios blancos, un lago y un bosque de alcornoques hasta el horizonte.',
  },
  'hero-holistic-landcare': {
    alt: 'Unas manos plantan un alcornoque joven en un terreno de bancales, con un valle verde y regenerado al fondo.',
  },
};
