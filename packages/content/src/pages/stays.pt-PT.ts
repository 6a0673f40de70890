/** The Stays page in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './stays.ts';

export { stayTypes } from './stay-types.pt-PT.ts';

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
