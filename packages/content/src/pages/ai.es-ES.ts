/** The AI wellness page in Castilian Spanish. */
import { journeyModes } from '../assessment.ts';
import { assessmentDuration } from '../claims.ts';
import type { Words } from '../words.ts';
import type * as en from './ai.ts';

const [relax, refresh, revive] = journeyModes;

export const aiSteps: Words<typeof en.aiSteps> = [
  {
    id: 'personal-assessment',
    title: 'Evaluación personal',
    description: `Cuéntanos tus objetivos, cómo has dormido, tu energía y tu estrés de hoy, y cómo te gusta el calor. Te llevará ${assessmentDuration}.`,
  },
  {
    id: 'ai-analysis',
    title: 'Análisis con IA',
    description:
      'Nuestras reglas de bienestar sopesan tus respuestas: qué objetivo manda, cuánto calor te sienta bien y cuánto descanso necesitas entre espacios.',
  },
  {
    id: 'personalised-schedule',
    title: 'Programa personalizado',
    description: `Recibes un recorrido en uno de los tres modos: ${relax.name}, ${refresh.name} o ${revive.name}. Incluye una secuencia guiada, espacios del calor al frío y al descanso, y una terapia sin contacto.`,
  },
  {
    id: 'continuous-learning',
    title: 'Aprendizaje continuo',
    description:
      'Vuelve a responder en tu próxima visita, o a mitad del día, y el programa se adaptará a cómo te sientes en ese momento.',
  },
];

export const aiBenefits: Words<typeof en.aiBenefits> = [
  {
    id: 'made-for-you',
    title: 'Hecho para ti',
    description:
      'Un día pensado a partir de tus objetivos y de tu cuerpo hoy, no de un menú estándar.',
    icon: 'heart',
  },
  {
    id: 'no-guesswork',
    title: 'Sin conjeturas',
    description:
      'Sabrás por dónde empezar, cuánto tiempo quedarte y cuándo descansar, espacio a espacio.',
    icon: 'map-pin',
  },
  {
    id: 'better-rest',
    title: 'Un descanso más profundo',
    description:
      'Secuencias que terminan en quietud, para que la calma dure toda la tarde y hasta la noche.',
    icon: 'moon',
  },
  {
    id: 'time-well-spent',
    title: 'Tiempo bien aprovechado',
    description: 'Menos vueltas entre espacios y más tiempo en los que te sientan bien.',
    icon: 'clock',
  },
  {
    id: 'private',
    title: 'Privacidad desde el diseño',
    description:
      'Tus respuestas nunca salen de tu navegador: no hace falta registrarse y no se guarda nada.',
    icon: 'check',
  },
  {
    id: 'grows-with-you',
    title: 'Crece contigo',
    description: 'Vuelve en otra temporada y tu recorrido cambiará contigo.',
    icon: 'leaf',
  },
];

export const aiTechnology: Words<typeof en.aiTechnology> = [
  {
    id: 'biometric-integration',
    title: 'Integración biométrica',
    description:
      'Trae a la evaluación lo que tu reloj o tu anillo dicen de tu sueño y tu recuperación. Las reglas leen tus respuestas, nunca un dispositivo.',
    icon: 'heart',
  },
  {
    id: 'predictive-analytics',
    title: 'Análisis predictivo',
    description:
      'Nuestro equipo de bienestar escribe las reglas. Anticipan cómo sentarán el calor, el frío y el descanso a un cuerpo que ha dormido mal o ha entrenado a fondo.',
    icon: 'brain',
  },
  {
    id: 'continuous-learning',
    title: 'Aprendizaje continuo',
    description:
      'Cada temporada, el equipo contrasta las reglas con lo que los huéspedes nos cuentan en persona. Y el concierge mejora con cada versión.',
    icon: 'sparkle',
  },
];

export const aiWellnessPage: Words<typeof en.aiWellnessPage> = {
  hero: {
    image: 'hero-ai',
    eyebrow: 'Bienestar personalizado',
    intro:
      'Unas pocas respuestas sinceras se convierten en un día de spa a tu medida: qué espacios, en qué orden y cuándo descansar.',
    action: { label: 'Reservar tu visita', href: '/booking' },
  },
  privacy: {
    heading: 'Cómo se elaboran tus recomendaciones',
    paragraphs: [
      'Las recomendaciones salen de las reglas escritas por nuestro equipo de bienestar. Se calculan en tu propio navegador a partir de tus respuestas a la evaluación.',
      'Tus respuestas se quedan en tu navegador. Nunca nos llegan a nosotros ni a nadie más, y se olvidan al salir de la página.',
    ],
  },
  steps: {
    eyebrow: 'Cómo funciona',
    heading: 'Cuatro pasos hacia tu recorrido',
  },
  benefits: {
    heading: 'Por qué un recorrido personalizado',
    intro: 'Lo que cambia cuando tu día se planifica a tu medida.',
  },
  technology: {
    eyebrow: 'La tecnología',
    heading: 'En qué se basa',
    intro:
      'Reglas sencillas y abiertas en lugar de una caja negra, y transparentes sobre lo que leen.',
  },
  closing: {
    heading: 'Tu recorrido empieza aquí',
    text: 'Reserva tu día y llega a un recorrido que ya sabe adónde quieres ir.',
    actions: [
      { label: 'Reservar tu visita', href: '/booking' },
      { label: 'Saber más', href: '/sanctum', about: 'sobre los Sanctum' },
    ],
  },
};
