/** The Booking hub in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './booking.ts';
import { prices } from '../constants.ts';
import { fromPrice } from '../format.ts';

export const spaPaths: Words<typeof en.spaPaths> = [
  {
    id: 'self-guided',
    title: 'Recorrido libre',
    subtitle: 'Tu ritmo, tu orden',
    description:
      'Recorre el circuito como te pida el cuerpo: sauna, piscina de agua fría, onsen y descanso en el orden que te apetezca, el tiempo que quieras.',
    highlights: [
      'Todos los espacios del circuito',
      'Una terapia sin contacto incluida',
      'Casa de té y zonas de descanso',
    ],
    action: { label: 'Solicitar un día de spa', href: '/booking/spa-form' },
  },
  {
    id: 'guided',
    title: 'Recorrido de bienestar guiado',
    subtitle: 'Pensado para ti',
    description:
      'Responde a una breve evaluación y nuestro concierge te propone una secuencia de calor, frío y quietud para tu objetivo: descansar, recargarte o empezar de cero.',
    highlights: [
      'Un recorrido a partir de tus respuestas',
      'Espacios en un orden probado',
      'Tiempos para cada paso',
    ],
    action: { label: 'Planear con el concierge', href: '/concierge' },
  },
];

export const bookingOffers: Words<typeof en.bookingOffers> = [
  {
    id: 'day-pass',
    title: 'Pase de día',
    price: fromPrice(prices.dayPassFrom, 'es-ES'),
    description:
      'Un día entero en el circuito termal, de la primera sauna a la última flotación, con el café de bienestar a unos pasos para cuando tengas hambre.',
    highlights: [
      'Acceso a todo el circuito de spa',
      'Albornoz, toallas y zapatillas',
      'La casa de té y las zonas de descanso',
    ],
    image: 'signature-thermal-sanctuary',
    action: { label: 'Reservar un pase de día', href: '/booking/day-pass' },
  },
  {
    id: 'treatment-packages',
    title: 'Paquetes de tratamientos',
    price: fromPrice(prices.treatmentPackagesFrom, 'es-ES'),
    description:
      'Tratamientos manuales combinados con tiempo en el circuito: rituales de arcilla y hierbas, masajes y cuidado facial con plantas del Alentejo.',
    highlights: [
      'Tratamientos con nuestros terapeutas',
      'Acceso al circuito ese mismo día',
      'Rituales para una o dos personas',
    ],
    image: 'signature-earth-ritual',
    action: { label: 'Ver paquetes', href: '/booking/packages' },
  },
];

export const bookingPage: Words<typeof en.bookingPage> = {
  heroImage: 'hero-booking',
  intro:
    'Un día de spa, un tratamiento o unas noches entre alcornoques: elige cómo quieres venir y lo tendremos todo listo.',
  spa: {
    eyebrow: 'Experiencias de spa',
    heading: 'Libre o guiado',
    intro:
      'El circuito es el mismo; la diferencia está en quién lleva el mapa. Recórrelo a tu aire o deja que nuestro concierge planee el orden por ti.',
  },
  offers: {
    eyebrow: 'Pases y paquetes',
    heading: 'Pase de día y paquetes de tratamientos',
    intro: 'Precios de partida en euros, por persona.',
  },
  vatNote: 'Todos los precios están en euros e incluyen el IVA.',
  stay: {
    eyebrow: 'Alojamiento en el bosque',
    heading: 'Quédate con nosotros',
    text: 'Despierta a un corto paseo del spa: Suites de Bienestar, Villas con Jardín y Cabañas Colmena entre los alcornoques.',
    image: 'stay-beehive-pods',
    actions: [
      { label: 'Ver alojamientos', href: '/booking/accommodations' },
      { label: 'Explorar los espacios', href: '/spaces' },
    ],
  },
};
