/** The wellness philosophy page in Castilian Spanish. */
import { comingSoon } from '../chrome.ts';
import type { Words } from '../words.ts';
import type * as en from './approach.ts';

export const wellnessPillars: Words<typeof en.wellnessPillars> = [
  {
    id: 'movement',
    title: 'Movimiento',
    description:
      'Caminar por las colinas, jugar en las pistas, estirarse al amanecer. Cuando moverse se parece a jugar, siempre apetece volver.',
    icon: 'mountain',
  },
  {
    id: 'nutrition',
    title: 'Nutrición',
    description:
      'Comida de temporada del huerto y de granjas cercanas, cocinada con sencillez. Aceite de oliva, legumbres, hierbas y fruta recogida esa misma mañana.',
    icon: 'utensils',
  },
  {
    id: 'rest-recovery',
    title: 'Descanso y recuperación',
    description:
      'Sueño profundo, agua caliente y tardes sin prisa. Es al recuperarse cuando el cuerpo se reconstruye, así que le damos espacio.',
    icon: 'moon',
  },
  {
    id: 'emotional-wellbeing',
    title: 'Bienestar emocional',
    description:
      'Espacio para sentir lo que sientes: rincones tranquilos, conversaciones serenas y prácticas que calman una mente inquieta.',
    icon: 'heart',
  },
  {
    id: 'detox-renewal',
    title: 'Depuración y renovación',
    description:
      'El calor, el vapor, la sal y el agua fría ayudan al cuerpo a hacer lo que ya sabe: depurarse, refrescarse y volver a empezar.',
    icon: 'steam',
  },
  {
    id: 'connection-purpose',
    title: 'Conexión y propósito',
    description:
      'Mesas largas, hogueras compartidas y tiempo con quienes te acompañan, o con quienes conoces aquí.',
    icon: 'users',
  },
  {
    id: 'nature-immersion',
    title: 'Inmersión en la naturaleza',
    description:
      'Alcornoques, hierbas silvestres y cielos oscuros. El tiempo al aire libre baja el ruido y despierta los sentidos.',
    icon: 'leaf',
  },
  {
    id: 'science-innovation',
    title: 'Ciencia e innovación',
    description:
      'La investigación sobre longevidad y la medición rigurosa guían lo que ofrecemos, para que cada ritual se gane su lugar.',
    icon: 'brain',
  },
];

export const approachPage: Words<typeof en.approachPage> = {
  heroImage: 'hero-approach',
  intro:
    'El bienestar no es una sola cosa. Son ocho, en equilibrio: cómo te mueves, comes, descansas, sientes, te renuevas, te relacionas, observas y aprendes. Cada pilar da forma a lo que ofrecemos, del circuito de spa a la mesa.',
  pillarsHeading: 'Los ocho pilares',
  pillarEyebrow: (position) => `Pilar ${String(position)}`,
  programsButton: 'Programas',
  programsUnavailable: comingSoon,
  closing: {
    heading: 'Equilibrio, no perfección',
    text: 'Nadie vive los ocho pilares a diario. Te ponemos fácil apoyarte en los que necesitas mientras estás con nosotros, y llevarte algunos a casa.',
  },
};
