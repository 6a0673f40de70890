/** The kinds of stay in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './stay-types.ts';

export const stayTypes: Words<typeof en.stayTypes> = [
  {
    id: 'wellness-suites',
    title: 'Suites de Bienestar',
    description:
      'Suites serenas y luminosas a un corto paseo del spa, pensadas para dormir a fondo y despertar sin prisa.',
    features: [
      'Cama extragrande con iluminación circadiana',
      'Bañera profunda y ducha de lluvia',
      'Terraza privada frente a las colinas',
      'Esterilla y audio guiado para estirar por la mañana',
    ],
    image: 'stay-wellness-suites',
  },
  {
    id: 'garden-villas',
    title: 'Villas con Jardín',
    description:
      'Villas encaladas, cada una en su propio jardín de hierbas aromáticas, con sitio de sobra para la familia o los amigos.',
    features: [
      'Dos dormitorios y un salón compartido',
      'Jardín entre muros con ducha exterior',
      'Cocina surtida con lo que da el huerto de la finca',
      'Pérgola a la sombra para largas sobremesas',
    ],
    image: 'stay-garden-villas',
  },
  {
    id: 'beehive-pods',
    title: 'Cabañas Colmena',
    description:
      'Cabañas redondeadas de madera entre los alcornoques, inspiradas en la colmena: acogedoras, silenciosas y cerca de las estrellas.',
    features: [
      'Paredes curvas de madera que acallan el mundo',
      'Claraboya sobre la cama para mirar las estrellas',
      'Ropa de cama de lana natural y suelos de corcho',
      'A unos pasos de los senderos del bosque',
    ],
    image: 'stay-beehive-pods',
  },
];
