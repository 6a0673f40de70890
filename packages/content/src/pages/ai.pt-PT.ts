/** The AI wellness page in European Portuguese. */
import { journeyModes } from '../assessment.ts';
import { assessmentDuration } from '../claims.ts';
import type { Words } from '../words.ts';
import type * as en from './ai.ts';

const [relax, refresh, revive] = journeyModes;

export const aiSteps: Words<typeof en.aiSteps> = [
  {
    id: 'personal-assessment',
    title: 'Avaliação pessoal',
    description: `Diga-nos os seus objetivos, como dormiu, a sua energia e o seu stress de hoje, e como gosta do calor. Demora ${assessmentDuration}.`,
  },
  {
    id: 'ai-analysis',
    title: 'Análise com IA',
    description:
      'As nossas regras de bem-estar pesam as suas respostas: que objetivo vem primeiro, quanto calor lhe convém e de quanto descanso precisa entre os espaços do circuito.',
  },
  {
    id: 'personalised-schedule',
    title: 'Programa personalizado',
    description: `Recebe um percurso num dos três modos: ${relax.name}, ${refresh.name} ou ${revive.name}. Inclui uma sequência guiada, espaços que vão do calor ao frio e ao descanso, e uma terapia sem contacto.`,
  },
  {
    id: 'continuous-learning',
    title: 'Aprendizagem contínua',
    description:
      'Responda de novo na próxima visita, ou a meio do dia, e o programa acompanha o que sente agora.',
  },
];

export const aiBenefits: Words<typeof en.aiBenefits> = [
  {
    id: 'made-for-you',
    title: 'Feito à sua medida',
    description:
      'Um dia construído a partir dos seus objetivos e do seu corpo de hoje, não de um menu padrão.',
    icon: 'heart',
  },
  {
    id: 'no-guesswork',
    title: 'Sem adivinhações',
    description: 'Saiba por onde começar, quanto tempo ficar e quando descansar, espaço a espaço.',
    icon: 'map-pin',
  },
  {
    id: 'better-rest',
    title: 'Descanso mais profundo',
    description:
      'Sequências que terminam na quietude, para que a calma se prolongue pela tarde e pela noite dentro.',
    icon: 'moon',
  },
  {
    id: 'time-well-spent',
    title: 'Tempo bem passado',
    description: 'Menos voltas entre os espaços, mais tempo nos que lhe fazem bem.',
    icon: 'clock',
  },
  {
    id: 'private',
    title: 'Privacidade de raiz',
    description: 'As suas respostas nunca saem do seu navegador: sem registo e sem nada guardado.',
    icon: 'check',
  },
  {
    id: 'grows-with-you',
    title: 'Cresce consigo',
    description: 'Volte noutra estação e o seu percurso muda consigo.',
    icon: 'leaf',
  },
];

export const aiTechnology: Words<typeof en.aiTechnology> = [
  {
    id: 'biometric-integration',
    title: 'Integração biométrica',
    description:
      'Traga para a avaliação o que o seu relógio ou anel diz sobre o seu sono e a sua recuperação. As regras leem as suas respostas, nunca um dispositivo.',
    icon: 'heart',
  },
  {
    id: 'predictive-analytics',
    title: 'Análise preditiva',
    description:
      'Regras escritas pela nossa equipa de bem-estar antecipam como o calor, o frio e o descanso vão atuar num corpo que dormiu mal ou treinou a fundo.',
    icon: 'brain',
  },
  {
    id: 'continuous-learning',
    title: 'Aprendizagem contínua',
    description:
      'Em cada estação, a equipa revê as regras à luz do que os hóspedes nos dizem pessoalmente, e o concierge melhora a cada nova versão.',
    icon: 'sparkle',
  },
];

export const aiWellnessPage: Words<typeof en.aiWellnessPage> = {
  hero: {
    image: 'hero-ai',
    eyebrow: 'Bem-estar personalizado',
    intro:
      'Algumas respostas sinceras tornam-se um dia de spa pensado para si: que espaços, por que ordem e quando descansar.',
    action: { label: 'Reservar a visita', href: '/booking' },
  },
  privacy: {
    heading: 'Como são feitas as suas recomendações',
    paragraphs: [
      'As recomendações nascem das regras escritas pela nossa equipa de bem-estar, calculadas no seu próprio navegador a partir das respostas à avaliação.',
      'As suas respostas ficam no seu navegador. Nunca são enviadas para nós nem para mais ninguém, e são esquecidas quando sai da página.',
    ],
  },
  steps: {
    eyebrow: 'Como funciona',
    heading: 'Quatro passos até ao seu percurso',
  },
  benefits: {
    heading: 'Porquê um percurso personalizado',
    intro: 'O que muda quando o seu dia é planeado à sua medida.',
  },
  technology: {
    eyebrow: 'A tecnologia',
    heading: 'Em que assenta',
    intro:
      'Regras simples e abertas em vez de uma caixa negra, e transparentes quanto ao que leem.',
  },
  closing: {
    heading: 'O seu percurso começa aqui',
    text: 'Reserve o seu dia e chegue a um percurso que já sabe para onde quer ir.',
    actions: [
      { label: 'Reservar a visita', href: '/booking' },
      { label: 'Saber mais', href: '/sanctum', about: 'sobre o Sanctum' },
    ],
  },
};
