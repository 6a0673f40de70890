/** The alt texts of the feature cards: signature experiences, stays, sanctum pathways and dining venues in Castilian Spanish. */
import { propertyClaims } from './constants.ts';
import { hectaresOver } from './format.ts';
import type * as en from './feature-media-words.ts';
import type { Words } from './words.ts';

export const featureMediaWords: Words<typeof en.featureMediaWords> = {
  'signature-thermal-sanctuary': {
    alt: 'Piscina de piedra humeante junto a una sauna de madera al anochecer, con una luz cálida en su ventana.',
  },
  'signature-earth-ritual': {
    alt: 'Cuencos de arcilla roja, hierbas secas y una toalla de lino doblada sobre un banco de piedra entre olivos.',
  },
  'stay-wellness-suites': {
    alt: 'Suite encalada con un amplio ventanal a las colinas, una cama baja vestida de lino y un sillón de lectura.',
  },
  'stay-garden-villas': {
    alt: 'Villa blanca de una sola planta con tejado de terracota y jardín propio de lavanda y olivos.',
  },
  'stay-beehive-pods': {
    alt: 'Cabañas hexagonales de madera, abovedadas y con puertas redondas, agrupadas en un prado bajo las estrellas.',
  },
  'sanctum-biosanctum': {
    alt: 'Sala blanca y serena con una cama de recuperación, paneles de luz azul suave y una ventana a los alcornoques.',
  },
  'sanctum-flow': {
    alt: `Un sendero sinuoso une una sauna, piscinas humeantes y un lago a lo largo de más de ${String(hectaresOver(propertyClaims.sanctumFlowAcres))} hectáreas de ladera.`,
  },
  'dining-restaurant': {
    alt: 'Una mesa larga con pan, aceitunas, verduras a la brasa y vino bajo un techo abovedado y encalado.',
  },
  'dining-cafe': {
    alt: 'Barra de café soleada con zumos verdes, cuencos de fruta y pan recién hecho, y una terraza al fondo.',
  },
};
