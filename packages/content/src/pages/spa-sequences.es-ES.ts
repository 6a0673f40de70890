/** The spa's guided sequences in Castilian Spanish. */
import { elementalShowers } from '../claims.ts';
import { numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './spa-sequences.ts';

export const spaSequences: Words<typeof en.spaSequences> = {
  eyebrow: 'Secuencias guiadas',
  heading: 'Cuatro formas de recorrer el circuito',
  intro:
    'Cada secuencia es una sugerencia, no una norma: quédate más tiempo donde te sientas bien.',
  stepsLabel: 'Pasos',
  items: [
    {
      id: 'energy-boost',
      title: 'Circuito Impulso de Energía',
      summary: 'Contraste de calor y frío para despertar el cuerpo y afinar la mente.',
      duration: 'Unos 90 minutos',
      steps: [
        'Entra en calor en una sauna de infrarrojos',
        'Recorre el canal de agua fría',
        'Tres rondas en las piscinas de inmersión de biohacking',
        'Pasa por las duchas de los elementos',
        'Un zumo prensado en frío en el bar de la piscina',
      ],
    },
    {
      id: 'sleep-optimization',
      title: 'Secuencia del Sueño Profundo',
      summary:
        'Un descenso lento entre calidez y silencio, para la tarde antes de una noche de sueño profundo.',
      duration: 'Unas 2 horas',
      steps: [
        'Sumerge los pies en agua templada con hierbas',
        'Respira en la sala de sal del Himalaya',
        'Recuéstate en el onsen de la tierra',
        'Descansa sobre el heno',
        'Flota bajo las estrellas',
      ],
    },
    {
      id: 'detox-circulation',
      title: 'Ciclo de Depuración y Circulación',
      summary: 'Suda, exfolia y aclara para limpiar la piel y activar la circulación.',
      duration: 'Unas 2 horas',
      steps: [
        'Vapor en el hammam',
        'Barro y exfoliación en la terraza de arcilla',
        'Aclara el barro en la ducha de piedra',
        'Recorre el paseo Kneipp entre las biopiscinas',
        'Ritual aufguss en la sauna de ceremonias',
        'Infusión de hierbas en la casa de té',
      ],
    },
    {
      id: 'play-to-stillness',
      title: 'Recorrido del Juego a la Quietud',
      summary: 'Empieza con risas y agua fría, y termina en silencio.',
      duration: 'Unas 3 horas',
      steps: [
        'Un baño en el lago natural',
        `Las duchas de los elementos, las ${numberWord(elementalShowers.elements.length, 'es-ES', 'feminine')}`,
        'Una película en el cine celeste',
        'Tu tratamiento sin contacto',
        'Quietud en el santuario privado',
      ],
    },
  ],
};
