/** The Stays page in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './stays.ts';

export const stayTypes: Words<typeof en.stayTypes> = [
  {
    id: 'wellness-suites',
    title: 'Suites de Bem-Estar',
    description:
      'Suites serenas e cheias de luz, a poucos passos do spa, pensadas para um sono profundo e manhãs sem pressa.',
    features: [
      'Cama de casal extragrande e iluminação circadiana',
      'Banheira funda e duche de efeito chuva',
      'Terraço privado virado para as colinas',
      'Tapete de alongamentos matinais e áudio guiado',
    ],
    image: 'stay-wellness-suites',
  },
  {
    id: 'garden-villas',
    title: 'Villas com Jardim',
    description:
      'Villas caiadas, cada uma no seu jardim de ervas aromáticas, com espaço de sobra para a família ou os amigos.',
    features: [
      'Dois quartos e uma sala de estar partilhada',
      'Jardim murado com duche exterior',
      'Cozinha abastecida com produtos da horta da herdade',
      'Pérgula à sombra para almoços demorados',
    ],
    image: 'stay-garden-villas',
  },
  {
    id: 'beehive-pods',
    title: 'Casulos Colmeia',
    description:
      'Casulos de madeira arredondados entre os sobreiros, inspirados na colmeia: aconchegantes, silenciosos e perto das estrelas.',
    features: [
      'Paredes curvas de madeira que abafam o mundo lá fora',
      'Claraboia sobre a cama para ver as estrelas',
      'Roupa de cama em lã natural e chão de cortiça',
      'A poucos passos dos trilhos da floresta',
    ],
    image: 'stay-beehive-pods',
  },
];

export const stayAmenities: Words<typeof en.stayAmenities> = [
  {
    id: 'organic-linens',
    title: 'Roupa de cama biológica',
    description: 'Algodão e linho biológicos certificados, lavados sem branqueadores óticos.',
    icon: 'bed',
  },
  {
    id: 'filtered-water',
    title: 'Água filtrada',
    description:
      'Água potável filtrada na torneira de cada quarto, para dispensar garrafas de plástico.',
    icon: 'droplet',
  },
  {
    id: 'air-purity',
    title: 'Medição da qualidade do ar',
    description:
      'Em cada quarto, um monitor mostra a qualidade do ar, e o ar novo que entra é filtrado em função dela.',
    icon: 'wind',
  },
  {
    id: 'wellness-kit',
    title: 'Kit de bem-estar',
    description:
      'Máscara para os olhos, chá de ervas para dormir, uma escova de esfoliação a seco e óleos naturais, à sua espera quando chegar.',
    icon: 'spa',
  },
];

export const staysPage: Words<typeof en.staysPage> = {
  hero: {
    image: 'hero-stays',
    eyebrow: 'Alojamento na floresta',
    intro:
      'Durma entre os sobreiros, em quartos pensados para o descanso: ar puro, materiais naturais e um silêncio que se nota logo na primeira noite.',
    actions: [
      { label: 'Ver alojamentos', href: '/booking/accommodations' },
      { label: 'Saber mais', href: '/approach', about: 'sobre a nossa abordagem ao bem-estar' },
    ],
  },
  typesHeading: 'Escolha o seu refúgio',
  typesIntro:
    'Três formas de ficar, cada uma a poucos minutos a pé do spa e dos trilhos da floresta.',
  amenitiesHeading: 'Em todos os quartos',
  amenitiesIntro: 'Os pormenores de uma noite saudável, onde quer que durma.',
  closing: {
    heading: 'Fique o tempo que quiser',
    text: 'Uma noite ou uma semana: o seu quarto, o spa e as colinas esperam por si.',
    actions: [
      { label: 'Reservar a estadia', href: '/booking' },
      { label: 'Ver disponibilidade', href: '/booking/accommodations' },
    ],
  },
};
