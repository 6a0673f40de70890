/** The AI Concierge page's words in European Portuguese. */
import { journeyModes } from '../assessment.ts';
import { assessmentSlider, heatRounds, stationMinutes } from '../constants.ts';
import { assessmentDuration, claims } from '../claims.ts';
import { capitalise, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './concierge.ts';

export const conciergeTabs: Words<typeof en.conciergeTabs> = [
  { id: 'about', label: 'Apresentação' },
  { id: 'assessment', label: 'Avaliação' },
  { id: 'recommendations', label: 'Recomendações' },
];

const mode = (id: (typeof journeyModes)[number]['id']) => journeyModes.find((m) => m.id === id)!;

export const conciergePage: Words<typeof en.conciergePage> = {
  heroImage: 'hero-concierge',
  eyebrow: 'O seu percurso de spa, à sua medida',
  lede: 'Diga-nos como se sente e o que espera da visita. O concierge transforma as suas respostas num percurso pelo circuito, num de três modos.',
  section: {
    eyebrow: 'O seu concierge',
    heading: 'Planeie o seu percurso de spa',
    privacy:
      'O concierge aplica as regras da nossa equipa de bem-estar às suas respostas, aqui mesmo, no seu navegador. As respostas nunca nos são enviadas, nem a mais ninguém, e ficam esquecidas quando sair da página.',
  },
  tabsLabel: 'Concierge',
  about: {
    heading: 'Um percurso pensado para si',
    paragraphs: [
      `O nosso circuito tem ${claims.stationsStated} espaços. O concierge ajuda a escolher quais visitar, por que ordem e com que terapia sem contacto terminar.`,
      'Tem em conta os seus objetivos, a sua energia, o seu sono e o seu stress de hoje, e o calor e a companhia que prefere no spa. Depois, sugere um modo e uma sequência a seguir.',
    ],
    modesHeading: 'Três modos',
    modes: [
      {
        ...mode('relax'),
        icon: 'moon',
        description:
          'Para o stress e as noites mal dormidas: calor lento, água suave e longos momentos de descanso.',
      },
      {
        ...mode('refresh'),
        icon: 'sun',
        description:
          'Para a falta de energia: rondas curtas de calor e frio que despertam o corpo e a mente.',
      },
      {
        ...mode('revive'),
        icon: 'leaf',
        description: 'Para recomeçar: vapor, lama e minerais para depurar e renovar.',
      },
    ],
    start: 'Começar a avaliação',
  },
  assessment: {
    heading: 'Avaliação de bem-estar',
    duration: `Demora ${assessmentDuration}. Não há respostas erradas, e nada é obrigatório.`,
    goalsLabel: 'O que gostaria de levar desta visita?',
    goalsHint: 'Escolha as opções que quiser.',
    slidersLabel: 'Como se sente hoje?',
    sliderHint: (low, high) =>
      `${assessmentSlider.min} corresponde a «${low.toLocaleLowerCase('pt-PT')}» e ${assessmentSlider.max} a «${high.toLocaleLowerCase('pt-PT')}».`,
    decrease: (label) => `${label}: diminuir`,
    increase: (label) => `${label}: aumentar`,
    temperatureLabel: 'Temperatura preferida',
    activityLabel: 'Nível de atividade',
    socialLabel: 'Companhia preferida',
    notesLabel: 'Há mais alguma coisa que devamos saber?',
    notesHint: 'Lesões, gravidez, o que adora ou prefere evitar.',
    notesMaxLength: 500,
    submit: 'Ver as minhas recomendações',
  },
  toast: {
    title: 'Avaliação concluída',
    description:
      'A sua avaliação de bem-estar está concluída. Estamos a preparar as suas recomendações personalizadas.',
  },
  loadFailed: {
    title: 'Recomendações não carregadas',
    description:
      'Não conseguimos carregar as suas recomendações. Verifique a ligação e tente novamente: as suas respostas continuam aqui.',
  },
  recommendations: {
    fixedHeading: 'Recomendado para a maioria dos hóspedes',
    fixedIntro:
      'Enquanto não concluir a avaliação, sugerimos que comece por aqui. Faça a avaliação para ter um percurso só seu.',
    fixed: [
      {
        title: 'Comece pela Sequência do Sono Profundo',
        description:
          'Um banho de pés com ervas mornas, a sala de sal dos Himalaias, o onsen da terra e uma flutuação sob as estrelas: a forma mais suave de entrar no circuito.',
      },
      {
        title: 'Depois do calor, água fresca e descanso',
        description: `${capitalise(numberWord(stationMinutes.sauna.min, 'pt-PT'), 'pt-PT')} a ${numberWord(stationMinutes.sauna.max, 'pt-PT')} minutos de calor, um arrefecimento numa piscina biológica e o dobro do tempo a descansar. ${capitalise(numberWord(heatRounds, 'pt-PT', 'feminine'), 'pt-PT')} rondas chegam.`,
      },
      {
        title: 'Termine com o seu tratamento sem contacto',
        description:
          'Hydrojet, Wavetouch ou Banho Mineral: um deles está incluído no seu passe. Para uma primeira visita, o Wavetouch é o mais indicado.',
      },
    ],
    takeAssessment: 'Fazer a avaliação',
    journeyHeading: 'O seu percurso',
    modeLabel: 'Modo',
    sequenceLabel: 'Sequência guiada',
    stationsLabel: 'Os seus espaços, por ordem',
    touchlessLabel: 'Terapia sem contacto',
    retake: 'Alterar as respostas',
    carry: 'Pedir este percurso',
    book: 'Reservar a visita',
    contact: 'Falar com a nossa equipa',
  },
};
