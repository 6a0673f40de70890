/** The Spaces page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './spaces.ts';

export const spacesGridId: Words<typeof en.spacesGridId> = 'all-spaces';

export const spaceFeatures: Words<typeof en.spaceFeatures> = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    description: 'El circuito termal a tu ritmo: calor, agua fría y descanso en un solo recorrido.',
    icon: 'steam',
    action: { label: 'Explorar el spa', href: '/spa' },
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    description: 'Tenis y pádel entre alcornoques, para pelotear o jugar un partido.',
    icon: 'racket',
    action: { label: 'Visitar el club', href: '/racket-club' },
  },
  {
    id: 'nature-stays',
    title: 'Estancias en la Naturaleza',
    description: 'Suites, villas y cabañas de madera, todas a un corto paseo del spa.',
    icon: 'tree',
    action: { label: 'Ver los espacios', href: `/spaces#${spacesGridId}` },
  },
  {
    id: 'vitality-circuits',
    title: 'Circuitos de Vitalidad',
    description: 'Luz roja, terapia de contraste y respiración guiada para la longevidad.',
    icon: 'heart',
    action: { label: 'Reservar un circuito', href: '/booking' },
  },
  {
    id: 'nature-immersions',
    title: 'Inmersiones en la Naturaleza',
    description: 'Baños de bosque, senderos sin calzado y chapuzones en el lago natural.',
    icon: 'leaf',
    action: { label: 'Reservar una inmersión', href: '/booking' },
  },
  {
    id: 'rest-stillness',
    title: 'Descanso y Quietud',
    description: 'Hamacas, baños de sonido y salas tranquilas pensadas para no hacer nada.',
    icon: 'moon',
    action: { label: 'Reservar tu descanso', href: '/booking' },
  },
  {
    id: 'creative-soul',
    title: 'Espacios de Creación y Alma',
    description:
      'Un taller para la arcilla, la pintura y las palabras, con las colinas asomadas a la ventana.',
    icon: 'sparkle',
    action: { label: 'Reservar una sesión', href: '/booking' },
  },
  {
    id: 'kids-path',
    title: 'El Sendero de los Niños',
    description: 'Casas en los árboles, juegos en la pradera y un ritmo propio para los niños.',
    icon: 'child',
    action: { label: 'Reservar en familia', href: '/booking' },
  },
  {
    id: 'ai-concierge',
    title: 'Concierge de Bienestar con IA',
    description: 'Un recorrido por el circuito, planificado a partir de tus propias respuestas.',
    icon: 'brain',
    action: { label: 'Preguntar al concierge', href: '/concierge' },
  },
];

const accommodations = { label: 'Ver alojamientos', href: '/booking/accommodations' } as const;
const spa = { label: 'Explorar el spa', href: '/spa' } as const;
const club = { label: 'Visitar el club', href: '/racket-club' } as const;
const food = { label: 'Ver la gastronomía', href: '/food' } as const;
const book = { label: 'Reservar una visita', href: '/booking' } as const;

export const spaces: Words<typeof en.spaces> = [
  {
    id: 'wellness-suites',
    title: 'Suites de Bienestar',
    description: 'Suites luminosas para dormir a fondo y despertar sin prisa.',
    image: 'space-wellness-suites',
    action: accommodations,
  },
  {
    id: 'garden-villas',
    title: 'Villas con Jardín',
    description: 'Villas encaladas, cada una en su propio jardín de hierbas aromáticas.',
    image: 'space-garden-villas',
    action: accommodations,
  },
  {
    id: 'beehive-pods',
    title: 'Cabañas Colmena',
    description: 'Cabañas de madera acogedoras bajo los alcornoques y las estrellas.',
    image: 'space-beehive-pods',
    action: accommodations,
  },
  {
    id: 'thermal-circuit',
    title: 'Circuito termal',
    description: 'Saunas, hammam y piscinas de agua fría unidos por un mismo sendero.',
    image: 'space-thermal-circuit',
    action: spa,
  },
  {
    id: 'onsen-garden',
    title: 'Jardín onsen',
    description: 'Piscinas calientes de piedra entre hierbas altas, humeantes al atardecer.',
    image: 'space-onsen-garden',
    action: spa,
  },
  {
    id: 'biolake',
    title: 'Lago natural',
    description: 'Un lago depurado por plantas, con un embarcadero de madera.',
    image: 'space-biolake',
    action: spa,
  },
  {
    id: 'tennis-courts',
    title: 'Pistas de tenis',
    description: 'Pistas de tierra batida color terracota a la sombra de las encinas.',
    image: 'space-tennis-courts',
    action: club,
  },
  {
    id: 'padel-courts',
    title: 'Pistas de pádel',
    description: 'Pistas acristaladas para partidos rápidos y en buena compañía.',
    image: 'space-padel-courts',
    action: club,
  },
  {
    id: 'restaurant',
    title: 'Restaurante',
    description: 'Producto del Alentejo y una cocina al aire libre.',
    image: 'space-restaurant',
    action: food,
  },
  {
    id: 'wellness-cafe',
    title: 'Café de bienestar',
    description: 'Zumos, infusiones y platos ligeros junto al circuito.',
    image: 'space-wellness-cafe',
    action: food,
  },
  {
    id: 'tea-house',
    title: 'Casa de té',
    description: 'Un pabellón de madera junto a la laguna para rituales de té sin prisa.',
    image: 'space-tea-house',
    action: spa,
  },
  {
    id: 'celestial-cinema',
    title: 'Cine celeste',
    description: 'Butacas reclinables bajo una cúpula abierta al cielo nocturno.',
    image: 'space-celestial-cinema',
    action: spa,
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    description: 'Una sala alta de madera para el yoga y el movimiento al amanecer.',
    image: 'space-risehall',
    action: book,
  },
  {
    id: 'creative-studio',
    title: 'Taller creativo',
    description: 'Arcilla, pintura y papel, con las colinas asomadas a la ventana.',
    image: 'space-creative-studio',
    action: book,
  },
  {
    id: 'kids-meadow',
    title: 'Pradera de los niños',
    description: 'Columpios de cuerda, una casa en el árbol y espacio para correr.',
    image: 'space-kids-meadow',
    action: book,
  },
];

export const spacesPage: Words<typeof en.spacesPage> = {
  heroImage: 'hero-spaces',
  intro:
    'Quince lugares repartidos por la finca, de las piscinas humeantes a las pistas de tierra batida o un taller con vistas. Encuentra el que pide cada momento.',
  featuresHeading: 'Formas de pasar el tiempo',
  featuresIntro: 'Nueve experiencias, y dónde vivir cada una.',
  gridHeading: 'Nuestros espacios',
  gridIntro: 'Todos los espacios de la finca, y adónde ir después.',
  gallery: { label: 'Abrir la galería', href: '/spaces/gallery' },
};
