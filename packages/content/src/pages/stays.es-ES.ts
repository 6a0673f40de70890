/** The Stays page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './stays.ts';

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

export const stayAmenities: Words<typeof en.stayAmenities> = [
  {
    id: 'organic-linens',
    title: 'Ropa de cama ecológica',
    description: 'Algodón y lino ecológicos certificados, lavados sin blanqueantes ópticos.',
    icon: 'bed',
  },
  {
    id: 'filtered-water',
    title: 'Agua filtrada',
    description: 'Agua potable filtrada en el grifo de cada habitación, sin botellas de plástico.',
    icon: 'droplet',
  },
  {
    id: 'air-purity',
    title: 'Medición de la calidad del aire',
    description:
      'Un monitor en cada habitación muestra la calidad del aire, y el aire que entra se filtra en consecuencia.',
    icon: 'wind',
  },
  {
    id: 'wellness-kit',
    title: 'Kit de bienestar',
    description:
      'A tu llegada te esperan un antifaz, una infusión para dormir, un cepillo de masaje en seco y aceites naturales.',
    icon: 'spa',
  },
];

export const staysPage: Words<typeof en.staysPage> = {
  hero: {
    image: 'hero-stays',
    eyebrow: 'Alojamiento en el bosque',
    intro:
      'Duerme entre alcornoques, en habitaciones pensadas para descansar. Aire limpio, materiales naturales y un silencio que notarás desde la primera noche.',
    actions: [
      { label: 'Ver alojamientos', href: '/booking/accommodations' },
      { label: 'Saber más', href: '/approach', about: 'sobre nuestro enfoque del bienestar' },
    ],
  },
  typesHeading: 'Elige tu retiro',
  typesIntro:
    'Tres formas de alojarte, todas a pocos minutos a pie del spa y de los senderos del bosque.',
  amenitiesHeading: 'En cada habitación',
  amenitiesIntro: 'Los detalles de una noche reparadora, duermas donde duermas.',
  closing: {
    heading: 'Quédate un tiempo',
    text: 'Una noche o una semana: tu habitación, el spa y las colinas te esperan.',
    actions: [
      { label: 'Reservar tu estancia', href: '/booking' },
      { label: 'Ver disponibilidad', href: '/booking/accommodations' },
    ],
  },
};
