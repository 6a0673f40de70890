/** The Sanctum page in European Portuguese. */
import { comingSoon } from '../chrome.ts';
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise, hectaresOver } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './sanctum.ts';

const sanctumFlowHectares = hectaresOver(propertyClaims.sanctumFlowAcres);

export const sanctumPathways: Words<typeof en.sanctumPathways> = [
  {
    id: 'biosanctum',
    title: 'BioSanctum',
    subtitle: 'Renovação guiada pela ciência',
    description:
      'Um santuário sereno, de rigor clínico, para uma renovação medida. Os protocolos de recuperação seguem a resposta do seu corpo, com tempo para descansar entre cada etapa.',
    highlights: [
      'Luz vermelha e terapia de contraste',
      'Respiração guiada e recuperação',
      'Acompanhamento que se pode medir',
    ],
    image: 'sanctum-biosanctum',
    action: { label: 'Explorar o BioSanctum', unavailable: comingSoon },
  },
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'O circuito ao seu ritmo',
    description: `Mais de ${String(sanctumFlowHectares)} hectares de calor, água e quietude num circuito contínuo. Passe da sauna ao tanque de água fria e ao onsen, pela ordem que o seu corpo pedir.`,
    highlights: [
      `${capitalise(claims.stationsStated, 'pt-PT')} espaços`,
      'Saunas, vapor e banhos quentes',
      'Tanques de água fria e piscinas biológicas',
    ],
    image: 'sanctum-flow',
    action: { label: 'Entrar no Sanctum Flow', href: '/spa' },
  },
];

export const sanctumPage: Words<typeof en.sanctumPage> = {
  heroImage: 'hero-sanctum',
  intro:
    'Duas formas de se renovar. Uma é guiada pela medição, a outra pelo seu próprio ritmo. Ambas levam ao mesmo lugar: descanso, clareza e a sensação de estar em casa no seu corpo.',
  pathwaysHeading: 'Dois caminhos',
  philosophy: {
    eyebrow: 'A nossa filosofia',
    heading: 'Calor, água, quietude',
    paragraphs: [
      'Um santuário é um lugar à parte. Os nossos nascem do que o Alentejo sempre ofereceu: pedra morna, água fresca, luz demorada e um silêncio que se ouve.',
      'Acreditamos que a renovação não é algo que se faz a alguém. Acontece quando o corpo tem as condições certas e tempo para as aproveitar. Por isso, criamos as condições e deixamos-lhe o tempo.',
    ],
  },
  journey: {
    eyebrow: 'Personalizado com IA',
    heading: 'O seu dia no Sanctum, pensado para si',
    intro:
      'O nosso concierge de bem-estar transforma algumas respostas sinceras num dia à sua medida: que santuário, que espaços, por que ordem e durante quanto tempo.',
    steps: [
      {
        title: 'Partilhe a sua intenção',
        description: 'Descanso, energia, clareza ou recuperação: diga-nos o que procura.',
      },
      {
        title: 'Diga-nos como se sente',
        description:
          'A sua energia, o seu sono e o seu stress de hoje, e se prefere mais calor ou mais frescura.',
      },
      {
        title: 'Receba o seu percurso',
        description: 'Uma sequência de espaços e pausas, ao ritmo da sua intenção e do seu corpo.',
      },
      {
        title: 'Ajuste pelo caminho',
        description:
          'Mude de ideias durante o dia: o seu percurso segue o seu ritmo, não o relógio.',
      },
    ],
    action: { label: 'Personalizar o meu dia no Sanctum', href: '/booking' },
  },
};
