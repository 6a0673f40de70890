/** The Journeys page in Castilian Spanish. */
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './programs.ts';

export const journeys: Words<typeof en.journeys> = [
  {
    id: 'spa-circuit',
    title: 'Circuito de spa',
    subtitle: 'Calor, frío y quietud',
    description: `${capitalise(claims.stationsStated, 'es-ES')} espacios en un circuito continuo: saunas, hammam, piscinas de agua fría, biopiscinas y onsen, a tu ritmo.`,
    image: 'journey-spa-circuit',
    action: { label: 'Explorar el circuito', href: '/spa' },
  },
  {
    id: 'movement',
    title: 'Movimiento',
    subtitle: 'Tenis, pádel y juego',
    description:
      'Pistas de tenis de tierra batida y de pádel acristaladas entre alcornoques. Para pelotear temprano, antes del calor, o jugar un partido mientras se pone el sol.',
    image: 'journey-movement',
    action: { label: 'Visitar el Alento Club', href: '/racket-club' },
  },
  {
    id: 'vitality',
    title: 'Vitalidad',
    subtitle: 'Longevidad y biohacking',
    description:
      'Circuitos de luz roja, terapia de contraste y respiración guiada, y el Bio-Age Reset para quienes quieren medir lo que cambia.',
    image: 'journey-vitality',
    action: { label: 'Reservar un circuito', href: '/booking' },
  },
  {
    id: 'rest',
    title: 'Descanso',
    subtitle: 'Sueño y quietud',
    description:
      'Hamacas, baños de sonido y el Círculo de la Quietud: sesiones sin prisa que enseñan al cuerpo a soltarse de nuevo.',
    image: 'journey-rest',
    action: { label: 'Reservar una sesión', href: '/booking' },
  },
  {
    id: 'nature',
    title: 'Naturaleza',
    subtitle: 'Bosque y cielo abierto',
    description:
      'Senderos para caminar sin calzado, baños de bosque bajo los alcornoques y chapuzones en el lago natural. Y el Día Sabático en la Naturaleza, un día sin pantallas.',
    image: 'journey-nature',
    action: { label: 'Reservar una inmersión', href: '/booking' },
  },
  {
    id: 'retreats',
    title: 'Retiros',
    subtitle: 'De temporada y en compañía',
    description:
      'Varios días al ritmo de cada temporada: la Depuración de Temporada y los Retiros de Descanso en Familia, con un camino propio para los niños.',
    image: 'journey-retreats',
    action: { label: 'Reservar un retiro', href: '/booking' },
  },
];

export const journeysPage: Words<typeof en.journeysPage> = {
  heroImage: 'hero-programs',
  intro:
    'Seis caminos por Alento. Sigue uno durante una mañana o combina varios a lo largo de una semana: todos empiezan donde estés hoy.',
  cardsHeading: 'Elige tu recorrido',
  concierge: {
    eyebrow: '¿No sabes por dónde empezar?',
    heading: 'Deja que el concierge lo planifique',
    text: 'Responde a unas preguntas sobre tus objetivos, tu energía y tu forma de desconectar, y nuestro concierge te propondrá un recorrido a tu medida.',
    actions: [
      { label: 'Conocer al concierge', href: '/concierge' },
      { label: 'Nuestro enfoque', href: '/approach' },
    ],
  },
};
