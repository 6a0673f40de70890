/** The land-stewardship partnership page's words in European Portuguese. */
import { propertyClaims } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import type { Words } from '../words.ts';
import type * as en from './holistic-landcare.ts';

export const holisticLandcarePage: Words<typeof en.holisticLandcarePage> = {
  path: '/holistic-landcare',
  hero: {
    eyebrow: 'Cuidado da terra',
    lede: `Cuidamos de ${propertyClaims.hectaresOnPartnershipPage} hectares de montado de sobro, prado e água. Aqui, o bem-estar começa na saúde da terra, e procuramos parceiros para esse trabalho.`,
    image: 'hero-holistic-landcare',
    parallax: -0.5,
    learnMore: 'Saber mais',
  },
  vision: {
    eyebrow: 'A nossa visão',
    heading: 'Terra saudável, pessoas saudáveis',
    paragraphs: [
      'O montado, o antigo mosaico alentejano de sobreiros, pastagem e água, é uma das paisagens agrícolas mais ricas da Europa, e uma das mais frágeis. O nosso retiro depende dele.',
      'Para nós, cuidar da terra e cuidar dos hóspedes é uma só prática. A sombra, a água e o silêncio que os hóspedes procuram são o que uma paisagem viva dá quando é bem tratada.',
    ],
  },
  experience: {
    eyebrow: 'A terra e o retiro',
    heading: 'Um retiro que regenera a sua paisagem',
    intro:
      'Cada edifício, piscina e caminho faz parte de um plano para todo o vale: o que tiramos da terra, devolvemos-lhe.',
    facts: partnershipFacts,
    sanctumsHeading: 'Três Sanctum, três habitats',
    sanctums: partnershipSanctums,
    systemsHeading: 'Sistemas regenerativos',
    systems: [
      {
        icon: 'droplet',
        title: 'Água retida no vale',
        description: `Valas de infiltração, lagoas e leitos de caniço abrandam a chuva de inverno e limpam-na para ser reutilizada: ${propertyClaims.recycledWaterPercent}% de água reciclada.`,
      },
      {
        icon: 'tree',
        title: 'Sobreiros para o próximo século',
        description:
          'Todos os invernos plantamos e protegemos sobreiros jovens, e os antigos só são descortiçados quando a tradição o permite.',
      },
      {
        icon: 'leaf',
        title: 'Solo que se regenera',
        description:
          'O pastoreio rotativo, o composto das nossas cozinhas e as culturas de cobertura reconstroem o solo, ano após ano.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Filosofia de cuidado da terra',
    heading: 'Trabalhar com a terra, não contra ela',
    paragraphs: [
      'Medimos antes de mudar o que quer que seja, mudamos devagar e observamos o que a terra nos diz. O saber local, dos pastores aos tiradores de cortiça, guia-nos tanto como a ciência.',
      'As parcerias no cuidado da terra são longas por natureza. Procuramos pessoas e organizações prontas a comprometer-se por estações, não por semanas.',
    ],
  },
  opportunities: {
    eyebrow: 'Oportunidades',
    heading: 'Formas de cuidar da terra connosco',
    intro: 'Três tipos de parceria, todos com raízes na terra.',
    items: [
      {
        icon: 'users',
        title: 'Alianças estratégicas',
        description:
          'Entidades de conservação, universidades e marcas regenerativas que procuram um lugar vivo para investigar e recuperar ecossistemas.',
      },
      {
        icon: 'spa',
        title: 'Profissionais de bem-estar',
        description:
          'Professores de imersão na natureza, banho de floresta e movimento ao ar livre que trabalham com a paisagem, e não apenas nela.',
      },
      {
        icon: 'calendar',
        title: 'Parceiros empresariais',
        description:
          'Empresas que querem as suas equipas a plantar, a recuperar e a descansar aqui, com resultados que podem medir.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Vantagens para parceiros',
    heading: 'O que os parceiros recebem',
    intro: 'Um lugar para trabalhar a sério na terra, e o apoio para o fazer bem.',
    items: [
      {
        icon: 'map-pin',
        title: 'Uma paisagem viva',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares de montado, prado e água para estudar, recuperar e desfrutar.`,
      },
      {
        icon: 'droplet',
        title: 'Resultados medidos',
        description: `Dados partilhados sobre a água, o solo e a biodiversidade, a começar pelos ${propertyClaims.recycledWaterPercent}% de água reciclada.`,
      },
      {
        icon: 'users',
        title: 'Uma equipa dedicada à terra',
        description:
          'Os nossos guardiões da terra trabalham ao seu lado, do planeamento à plantação.',
      },
      {
        icon: 'sparkle',
        title: 'Programas cocriados',
        description: 'Dias de voluntariado, residências e retiros desenhados em conjunto.',
      },
      {
        icon: 'star',
        title: 'Visibilidade partilhada',
        description: 'O seu papel na recuperação da terra, contado a cada hóspede que a percorre.',
      },
      {
        icon: 'bed',
        title: 'Um lugar para ficar',
        description: `Alojamento para a sua equipa nos nossos ${propertyClaims.apartmentsAndVillas} apartamentos e villas de bem-estar, durante o trabalho.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro:
      'Fale-nos do trabalho na terra que faz ou que gostaria de fazer. Respondemos a todas as mensagens.',
  },
};
