/** The home page in European Portuguese. */
import { floorPlanMarkerCount, prices } from '../constants.ts';
import { claims, stats } from '../claims.pt-PT.ts';
import { capitalise, formatDuration, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './home.ts';

const book = { label: 'Reservar esta experiência', href: '/booking' } as const;
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
  signatures: {
    eyebrow: 'Experiências emblemáticas',
    heading: 'Dois rituais para começar',
    intro:
      'Os percursos preferidos dos nossos hóspedes: cada um, um dia completo de calor, água, terra e descanso.',
    durationLabel: 'Duração',
    priceLabel: 'Preço',
    highlightsLabel: 'Destaques',
    experiences: [
      {
        id: 'thermal-sanctuary',
        title: 'Percurso do Santuário Termal',
        duration: formatDuration(prices.thermalSanctuaryJourney.hours, 'pt-PT'),
        price: prices.thermalSanctuaryJourney.euros,
        description:
          'Um percurso lento entre o calor e o frio: a sauna de cerimónias, o canal de água fria, o onsen mineral e o descanso no feno, ao seu ritmo.',
        highlights: [
          'Ritual aufguss de vapor aromático na sauna de cerimónias',
          'Onsen da terra a céu aberto',
          'Chá de ervas na casa de chá',
        ],
        image: 'signature-thermal-sanctuary',
        action: book,
      },
      {
        id: 'earth-ritual',
        title: 'Ritual Terra do Alentejo',
        duration: formatDuration(prices.alentejoEarthRitual.hours, 'pt-PT'),
        price: prices.alentejoEarthRitual.euros,
        description:
          'Argila vermelha das nossas colinas, azeite morno e uma massagem de corpo inteiro numa cabana de colmo entre as oliveiras: a própria terra, na sua pele.',
        highlights: [
          'Envolvimento corporal de argila vermelha',
          'Massagem com azeite numa cabana de tratamentos',
          'Hammam e ritual de espuma',
        ],
        image: 'signature-earth-ritual',
        action: book,
      },
    ],
  },
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
