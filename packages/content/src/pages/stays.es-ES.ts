/** The Stays page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './stays.ts';

export { stayTypes } from './stay-types.es-ES.ts';

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
