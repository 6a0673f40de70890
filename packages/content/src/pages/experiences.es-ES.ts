/** The Experiences page in Castilian Spanish. */
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { hectaresOver } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './experiences.ts';

export const experienceCategories: Words<typeof en.experienceCategories> = [
  { id: 'wellness', name: 'Bienestar', tone: 'sage' },
  { id: 'movement', name: 'Movimiento', tone: 'terracotta' },
  { id: 'nature', name: 'Naturaleza', tone: 'moss' },
  { id: 'creative', name: 'Creatividad', tone: 'amber' },
  { id: 'family', name: 'Familia', tone: 'rose' },
  { id: 'stay', name: 'Estancias', tone: 'sand' },
  { id: 'technology', name: 'Tecnología', tone: 'sky' },
];

export const defaultExperienceButtonLabel: Words<typeof en.defaultExperienceButtonLabel> =
  'Empezar tu recorrido';

export const experiences: Words<typeof en.experiences> = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'El circuito de spa a tu ritmo',
    description: `Un circuito continuo con ${claims.stationsStated} espacios, en más de ${hectaresOver(propertyClaims.sanctumFlowAcres)} hectáreas. Saunas, vapor, piscinas de agua fría, biopiscinas y piscinas onsen calientes, a tu ritmo.`,
    icon: 'spa',
    link: '/spa',
    image: 'experience-sanctum-flow',
    category: 'wellness',
    buttonLabel: 'Explorar el circuito',
  },
  {
    id: 'vitality-circuits',
    title: 'Circuitos de Vitalidad',
    subtitle: 'Longevidad y biohacking',
    description:
      'Secuencias guiadas de calor, frío, luz y respiración, basadas en la investigación sobre longevidad y al ritmo de cómo responde tu cuerpo ese día.',
    icon: 'flame',
    link: '/booking',
    image: 'experience-vitality-circuits',
    category: 'technology',
  },
  {
    id: 'nature-stays',
    title: 'Estancias en la Naturaleza',
    subtitle: 'Alojamiento en el bosque',
    description:
      'Suites de Bienestar, Villas con Jardín y Cabañas Colmena entre alcornoques, con ropa de cama ecológica, agua filtrada y un aire cuya pureza medimos.',
    icon: 'bed',
    link: '/spaces',
    image: 'experience-nature-stays',
    category: 'stay',
    buttonLabel: 'Explorar los espacios',
  },
  {
    id: 'nature-immersions',
    title: 'Inmersiones en la Naturaleza',
    subtitle: 'De la mano de la tierra',
    description:
      'Baños de bosque al amanecer, paseos descalzos entre romero silvestre y noches de estrellas en las colinas, con guías que conocen cada sendero.',
    icon: 'tree',
    link: '/booking',
    image: 'experience-nature-immersions',
    category: 'nature',
  },
  {
    id: 'rest-stillness',
    title: 'Descanso y Quietud',
    subtitle: 'Sueño, respiración y silencio',
    description:
      'Baños de sonido, respiración guiada y pausada y sesiones de descanso sin prisa, para un sistema nervioso que ha olvidado cómo calmarse.',
    icon: 'moon',
    link: '/booking',
    image: 'experience-rest-stillness',
    category: 'wellness',
  },
  {
    id: 'creative-soul-spaces',
    title: 'Espacios de Creación y Alma',
    subtitle: 'Barro, color y música',
    description:
      'Talleres luminosos de cerámica, pintura y música, donde lo único que se te pide es tu atención.',
    icon: 'star',
    link: '/booking',
    image: 'experience-creative-soul-spaces',
    category: 'creative',
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    subtitle: 'Una sala para moverse y reunirse',
    description:
      'Una sala de madera abierta a las colinas: danza y movimiento por la mañana, y al caer la tarde, espectáculos y talleres con artistas invitados.',
    icon: 'sun',
    link: '/booking',
    image: 'experience-risehall',
    category: 'creative',
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    subtitle: 'Tenis y pádel',
    description:
      'Pistas de tenis y pádel en las colinas, clases para todos los niveles y un club pensado para jugar toda la vida.',
    icon: 'racket',
    link: '/racket-club',
    image: 'experience-alento-club',
    category: 'movement',
    buttonLabel: 'Visitar el club',
  },
  {
    id: 'kids-path',
    title: 'El Sendero de los Niños',
    subtitle: 'Para pequeños exploradores',
    description:
      'Senderos por la naturaleza, construcción de cabañas y rituales suaves pensados para niños, para que la familia descanse junta y también por separado.',
    icon: 'child',
    link: '/booking',
    image: 'experience-kids-path',
    category: 'family',
  },
  {
    id: 'ai-concierge',
    title: 'Concierge de Bienestar con IA',
    subtitle: 'Tu recorrido, a tu medida',
    description:
      'Comparte tus objetivos, tu nivel de estrés y tus preferencias, y el concierge diseñará un recorrido de spa a tu medida: RELAX, REFRESH o REVIVE.',
    icon: 'sparkle',
    link: '/concierge',
    image: 'experience-ai-concierge',
    category: 'technology',
    buttonLabel: 'Conocer a tu concierge',
  },
];

export const experiencesPage: Words<typeof en.experiencesPage> = {
  heroImage: 'hero-experiences',
  intro:
    'Diez formas de vivir Alento: del circuito termal a las pistas de tenis y pádel, pasando por el silencio del bosque. Elige un tema para acotar la lista o descúbrelas todas.',
  sectionHeading: 'Encuentra tu experiencia',
  filterLabel: 'Filtrar experiencias por categoría',
  listLabel: 'Experiencias',
  allLabel: 'Todas',
};

export const experienceButtonLabel: Words<typeof en.experienceButtonLabel> = (experience) =>
  experience.buttonLabel ?? defaultExperienceButtonLabel;

const plural = new Intl.PluralRules('es-ES');
const experiencesNoun = (count: number) =>
  plural.select(count) === 'one' ? 'experiencia' : 'experiencias';

export const experienceCountLabel: Words<typeof en.experienceCountLabel> = (count, category) => {
  if (!category) {
    return plural.select(count) === 'one'
      ? `Mostrando ${count} experiencia`
      : `Mostrando las ${count} experiencias`;
  }
  const name = experienceCategories.find((c) => c.id === category)!.name;
  return `Mostrando ${count} de ${experiences.length} ${experiencesNoun(experiences.length)}: ${name}`;
};
