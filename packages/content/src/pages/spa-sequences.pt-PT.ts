/** The spa's guided sequences in European Portuguese. */
import { elementalShowers } from '../claims.ts';
import { numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './spa-sequences.ts';

export const spaSequences: Words<typeof en.spaSequences> = {
  eyebrow: 'Sequências guiadas',
  heading: 'Quatro formas de percorrer o circuito',
  intro: 'Cada sequência é uma sugestão, não uma regra: fique mais tempo onde se sentir bem.',
  stepsLabel: 'Etapas',
  items: [
    {
      id: 'energy-boost',
      title: 'Circuito Impulso de Energia',
      summary: 'Contraste entre calor e frio, para despertar o corpo e aguçar a mente.',
      duration: 'Cerca de 90 minutos',
      steps: [
        'Aquecer numa sauna de infravermelhos',
        'Atravessar o canal de água fria',
        'Três rondas nos tanques de imersão de biohacking',
        'Passar pelos duches dos elementos',
        'Um sumo prensado a frio no bar de vitalidade na piscina',
      ],
    },
    {
      id: 'sleep-optimization',
      title: 'Sequência do Sono Profundo',
      summary:
        'Uma descida lenta no calor e no silêncio, para a tarde que antecede uma noite de sono profundo.',
      duration: 'Cerca de 2 horas',
      steps: [
        'Mergulhar os pés em água morna com ervas',
        'Respirar na sala de sal dos Himalaias',
        'Recostar-se no onsen da terra',
        'Descansar no espaço de relaxamento no feno',
        'Flutuar sob as estrelas',
      ],
    },
    {
      id: 'detox-circulation',
      title: 'Ciclo de Depuração e Circulação',
      summary: 'Suar, esfoliar e enxaguar, para limpar a pele e pôr o sangue a circular.',
      duration: 'Cerca de 2 horas',
      steps: [
        'Vapor no hammam',
        'Lama e esfoliação no terraço de argila',
        'Enxaguar no duche de lama',
        'Percorrer o caminho Kneipp entre as piscinas biológicas',
        'Ritual aufguss na sauna de cerimónias',
        'Chá de ervas na casa de chá',
      ],
    },
    {
      id: 'play-to-stillness',
      title: 'Percurso da Brincadeira à Quietude',
      summary: 'Começa com gargalhadas e água fria, termina em silêncio.',
      duration: 'Cerca de 3 horas',
      steps: [
        'Um mergulho no lago natural',
        `Os ${numberWord(elementalShowers.elements.length, 'pt-PT')} duches dos elementos`,
        'Um filme no cinema celeste',
        'O seu tratamento sem contacto',
        'Quietude no santuário privado',
      ],
    },
  ],
};
