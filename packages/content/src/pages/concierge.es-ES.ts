/** The AI Concierge page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './concierge.ts';
import { assessmentSlider, heatRounds, stationMinutes } from '../constants.ts';
import { assessmentDuration, claims } from '../claims.ts';
import { numberWord } from '../format.ts';
import { journeyModes } from '../assessment.ts';

export const conciergeTabs: Words<typeof en.conciergeTabs> = [
  { id: 'about', label: 'Presentación' },
  { id: 'assessment', label: 'Evaluación' },
  { id: 'recommendations', label: 'Recomendaciones' },
];

const mode = (id: (typeof journeyModes)[number]['id']) => journeyModes.find((m) => m.id === id)!;
const lower = (text: string) => text.toLocaleLowerCase('es-ES');

export const conciergePage: Words<typeof en.conciergePage> = {
  heroImage: 'hero-concierge',
  eyebrow: 'Tu recorrido de spa personal',
  lede: 'Cuéntanos cómo te sientes y qué esperas. El concierge convierte tus respuestas en un recorrido por el circuito, en uno de sus tres modos.',
  section: {
    eyebrow: 'Tu concierge',
    heading: 'Planea tu recorrido de spa',
    privacy:
      'El concierge aplica a tus respuestas las reglas de nuestro equipo de bienestar, aquí mismo, en tu navegador. Tus respuestas nunca nos llegan ni a nosotros ni a nadie más, y se olvidan al salir de la página.',
  },
  tabsLabel: 'Concierge',
  about: {
    heading: 'Un recorrido pensado para ti',
    paragraphs: [
      `Nuestro circuito tiene ${claims.stationsStated} espacios. El concierge te ayuda a elegir cuáles visitar, en qué orden y con qué terapia sin contacto terminar.`,
      'Tiene en cuenta tus objetivos, tu energía, tu sueño y tu estrés de hoy, y cuánto calor y cuánta compañía te apetecen en el spa. Después te propone un modo y una secuencia.',
    ],
    modesHeading: 'Tres modos',
    modes: [
      {
        ...mode('relax'),
        icon: 'moon',
        description:
          'Para el estrés y las noches cansadas: calor suave, agua templada y largos descansos.',
      },
      {
        ...mode('refresh'),
        icon: 'sun',
        description:
          'Para cuando falta energía: rondas cortas de calor y frío que despiertan cuerpo y mente.',
      },
      {
        ...mode('revive'),
        icon: 'leaf',
        description: 'Para empezar de cero: vapor, barro y minerales para depurar y renovar.',
      },
    ],
    start: 'Empezar la evaluación',
  },
  assessment: {
    heading: 'Evaluación de bienestar',
    duration: `Se tarda ${assessmentDuration}. No hay respuestas incorrectas, y ninguna pregunta es obligatoria.`,
    goalsLabel: '¿Qué te gustaría llevarte de tu visita?',
    goalsHint: 'Elige todas las opciones que quieras.',
    slidersLabel: '¿Cómo estás hoy?',
    sliderHint: (low, high) =>
      `${assessmentSlider.min} es «${lower(low)}» y ${assessmentSlider.max}, «${lower(high)}».`,
    decrease: (label) => `Bajar ${lower(label)}`,
    increase: (label) => `Subir ${lower(label)}`,
    temperatureLabel: 'Preferencia de temperatura',
    activityLabel: 'Nivel de actividad',
    socialLabel: 'Preferencia social',
    notesLabel: '¿Algo más que debamos saber?',
    notesHint: 'Lesiones, embarazo, lo que te encanta o lo que prefieres evitar.',
    notesMaxLength: 500,
    submit: 'Ver mis recomendaciones',
  },
  toast: {
    title: 'Evaluación completada',
    description:
      'Tu evaluación de bienestar está lista. Ahora preparamos tus recomendaciones personalizadas.',
  },
  loadFailed: {
    title: 'Error al cargar las recomendaciones',
    description:
      'No hemos podido cargar tus recomendaciones. Comprueba tu conexión e inténtalo de nuevo: tus respuestas siguen aquí.',
  },
  recommendations: {
    fixedHeading: 'Recomendado para la mayoría de los huéspedes',
    fixedIntro:
      'Mientras no completes la evaluación, aquí tienes por dónde empezaríamos. Haz la evaluación para tener un recorrido a tu medida.',
    fixed: [
      {
        title: 'Empieza por la Secuencia del Sueño Profundo',
        description:
          'Hierbas calientes para los pies, la sala de sal del Himalaya, el onsen de la tierra y una flotación bajo las estrellas. Es la forma más suave de entrar en el circuito.',
      },
      {
        title: 'Tras el calor, agua fresca y después descanso',
        description: `De ${numberWord(stationMinutes.sauna.min, 'es-ES')} a ${numberWord(stationMinutes.sauna.max, 'es-ES')} minutos de calor, un baño para refrescarte en una biopiscina y el doble de tiempo de descanso. Con ${numberWord(heatRounds, 'es-ES', 'feminine')} rondas es suficiente.`,
      },
      {
        title: 'Termina con tu tratamiento sin contacto',
        description:
          'Hydrojet, Wavetouch o Baño Mineral: tu pase incluye uno. Para una primera visita, lo ideal es Wavetouch.',
      },
    ],
    takeAssessment: 'Hacer la evaluación',
    journeyHeading: 'Tu recorrido',
    modeLabel: 'Modo',
    sequenceLabel: 'Secuencia guiada',
    stationsLabel: 'Tus espacios, en orden',
    touchlessLabel: 'Terapia sin contacto',
    retake: 'Cambiar mis respuestas',
    carry: 'Solicitar este recorrido',
    book: 'Reservar tu visita',
    contact: 'Hablar con nuestro equipo',
  },
};
