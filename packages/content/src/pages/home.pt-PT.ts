/** The home page in European Portuguese. */
import { floorPlanMarkerCount } from '../constants.ts';
import { claims, stats } from '../claims.pt-PT.ts';
import { capitalise, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './home.ts';
import { signatureExperiences } from './signature-experiences.ts';

const plural = new Intl.PluralRules('pt-PT');

export const homePage: Words<typeof en.homePage> = {
  hero: {
    eyebrow: 'Bem-estar integrado na natureza, no Alentejo',
    intro:
      'Um circuito de spa ao seu ritmo, entre sobreiros e olivais. Saunas e água fria, lama e banhos minerais, descanso no feno e chá no jardim. Venha por um dia, fique uma estação inteira.',
    image: 'hero-home',
    actions: [
      { label: 'Reservar a visita', href: '/booking' },
      { label: 'Ver todas as instalações', href: '/spa' },
    ],
  },
  why: {
    eyebrow: 'Porquê o Alento',
    heading: 'Bem-estar que nasce da terra',
    intro: 'Aqui, tudo é moldado pelas colinas em redor: a água, a argila, as ervas e o silêncio.',
    benefits: [
      {
        icon: 'leaf',
        title: 'Enraizado na natureza',
        description:
          'Piscinas filtradas por plantas, saunas aquecidas a lenha e tratamentos com argila e ervas da nossa terra, sempre com os sobreiros à vista.',
      },
      {
        icon: 'clock',
        title: 'Ao seu ritmo',
        description: `${capitalise(claims.stationsStated, 'pt-PT')} espaços num circuito contínuo. Siga uma sequência guiada ou deixe-se levar pelo dia: não há caminho errado.`,
      },
      {
        icon: 'sparkle',
        title: 'Pensado para si',
        description:
          'O nosso concierge de bem-estar desenha um percurso à medida dos seus objetivos, da sua energia e da forma como gosta de descansar. E ajusta-o ao longo do dia.',
      },
    ],
  },
  signatures: signatureExperiences,
  ai: {
    eyebrow: 'Experiência de spa com IA',
    heading: 'Um percurso pensado para si',
    body: 'Diga ao nosso concierge de bem-estar como se sente, o que procura e como gosta de descansar. Com base nos seus objetivos, no seu nível de stress e nas suas preferências, cria um circuito só seu. Há três modos: RELAX para um descanso profundo, REFRESH para renovar a energia, REVIVE para uma renovação integral.',
    points: [
      'Criado a partir dos seus objetivos e do seu nível de stress',
      'RELAX, REFRESH ou REVIVE',
      'Ajusta-se ao longo do dia',
    ],
    image: 'hero-ai',
    action: { label: 'Descobrir a nossa IA', href: '/ai' },
  },
  floorPlan: {
    eyebrow: 'O recinto',
    heading: 'Explore o recinto do spa',
    intro: `${capitalise(numberWord(floorPlanMarkerCount, 'pt-PT', 'masculine'), 'pt-PT')} lugares para aquecer, arrefecer, flutuar e descansar. Escolha um marcador na planta, ou use a lista por baixo dela, para ver o que cada um oferece.`,
    image: 'floor-plan',
    showAllLabel: 'Mostrar todas as instalações',
    groupLabel: 'Agrupar por categoria',
    viewLabel: 'Vista da planta',
    panHint:
      'Deslize a planta para o lado para a ver por inteiro, ou use a lista de todas as instalações, mais abaixo.',
    legendHeading: 'Legenda de cores',
    summaryHeading: 'Instalações por categoria',
    listHeading: 'Todas as instalações, por categoria',
    featuresLabel: 'Características',
    closeLabel: 'Fechar',
    countLabel: (count) =>
      plural.select(count) === 'one' ? `${String(count)} local` : `${String(count)} locais`,
  },
  testimonial: {
    heading: 'O que dizem os nossos hóspedes',
    quote:
      'Vim por um dia e saí com outro ritmo. Entre o tanque de água fria ao amanhecer e a casa de chá ao entardecer, esqueci-me de olhar para o telemóvel.',
    name: 'Marta S.',
    detail: 'Hóspede de Lisboa',
  },
  stats: {
    eyebrow: 'O Alento em números',
    items: stats,
  },
  closing: {
    heading: 'Quando quiser',
    body: 'Reserve o seu dia no circuito, ou escreva-nos e ajudamos a planeá-lo.',
    actions: [
      { label: 'Reservar a visita', href: '/booking' },
      { label: 'Contactar-nos', href: '/contact' },
    ],
  },
  banner: {
    heading: 'As colinas esperam por si',
    body: 'Calor, água, terra e quietude, a pouca distância de Lisboa e de Faro.',
    actions: [
      { label: 'Reservar', href: '/booking' },
      { label: 'Ver o circuito de spa', href: '/spa' },
    ],
  },
};
