/** The wellness philosophy page in European Portuguese. */
import { comingSoon } from '../chrome.ts';
import type { Words } from '../words.ts';
import type * as en from './approach.ts';

export const wellnessPillars: Words<typeof en.wellnessPillars> = [
  {
    id: 'movement',
    title: 'Movimento',
    description:
      'Caminhar pelas colinas, jogar nos campos, alongar ao nascer do sol. O movimento que sabe a brincadeira é aquele a que se volta sempre.',
    icon: 'mountain',
  },
  {
    id: 'nutrition',
    title: 'Alimentação',
    description:
      'Comida da estação, da horta e das quintas vizinhas, cozinhada com simplicidade: azeite, leguminosas, ervas e fruta colhida nessa mesma manhã.',
    icon: 'utensils',
  },
  {
    id: 'rest-recovery',
    title: 'Descanso e recuperação',
    description:
      'Sono profundo, água quente e tardes sem pressa. É na recuperação que o corpo se reconstrói, por isso damos-lhe espaço.',
    icon: 'moon',
  },
  {
    id: 'emotional-wellbeing',
    title: 'Bem-estar emocional',
    description:
      'Espaço para sentir o que sente: recantos tranquilos, conversas serenas e práticas que acalmam uma mente agitada.',
    icon: 'heart',
  },
  {
    id: 'detox-renewal',
    title: 'Depuração e renovação',
    description:
      'O calor, o vapor, o sal e a água fria ajudam o corpo a fazer o que já sabe: limpar-se, refrescar-se e recomeçar.',
    icon: 'steam',
  },
  {
    id: 'connection-purpose',
    title: 'Ligação e propósito',
    description:
      'Mesas compridas, fogueiras partilhadas e tempo com quem veio consigo, ou com quem conhece aqui.',
    icon: 'users',
  },
  {
    id: 'nature-immersion',
    title: 'Imersão na natureza',
    description:
      'Sobreiros, ervas silvestres e céus escuros. O tempo ao ar livre baixa o ruído e devolve os sentidos.',
    icon: 'leaf',
  },
  {
    id: 'science-innovation',
    title: 'Ciência e inovação',
    description:
      'A investigação sobre longevidade e a medição cuidadosa orientam o que oferecemos, para que cada ritual mereça o seu lugar.',
    icon: 'brain',
  },
];

export const approachPage: Words<typeof en.approachPage> = {
  heroImage: 'hero-approach',
  intro:
    'O bem-estar não é uma coisa só. São oito, em equilíbrio: como se move, come, descansa e sente, como se renova e se liga aos outros, como observa e aprende. Cada pilar molda o que oferecemos, do circuito de spa à mesa.',
  pillarsHeading: 'Os oito pilares',
  pillarEyebrow: (position) => `Pilar ${String(position)}`,
  programsButton: 'Programas',
  programsUnavailable: comingSoon,
  closing: {
    heading: 'Equilíbrio, não perfeição',
    text: 'Ninguém vive os oito pilares todos os dias. Enquanto estiver connosco, ajudamos a cuidar dos que mais precisa, e a levar alguns para casa.',
  },
};
