/** The partnership landing's words in European Portuguese. */
import { propertyClaims, travelTimes } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './partners.ts';

const longestTravelHours = new Intl.NumberFormat('pt-PT').format(
  Math.max(...travelTimes.map((t) => t.hours)),
);

export const partnersPage: Words<typeof en.partnersPage> = {
  path: '/partners',
  hero: {
    eyebrow: 'Parcerias',
    lede: `Está a nascer um destino de bem-estar regenerativo em ${propertyClaims.hectaresOnPartnershipPage} hectares do Alentejo. Procuramos parceiros que o queiram construir connosco.`,
    image: 'hero-partners',
    parallax: 0,
    learnMore: 'Saber mais',
  },
  vision: {
    eyebrow: 'A nossa visão',
    heading: 'Bem-estar que retribui à terra',
    paragraphs: [
      `O ${siteConfig.name} é um lugar onde o descanso e a renovação nascem do que a terra já oferece: o calor do sol, a água das colinas, a sombra dos sobreiros e um silêncio que a vida na cidade esqueceu.`,
      'Queremos que cada estadia devolva ao hóspede o seu equilíbrio e deixe a paisagem um pouco mais rica do que antes. Não o conseguimos fazer sozinhos.',
    ],
  },
  experience: {
    eyebrow: 'A experiência',
    heading: 'Um retiro entretecido na paisagem',
    intro:
      'Edifícios brancos e baixos, um lago, trilhos na floresta e três Sanctum, cada um com o seu carácter e o seu pedaço de terra.',
    facts: partnershipFacts,
    sanctumsHeading: 'Três Sanctum',
    sanctums: partnershipSanctums,
    systemsHeading: 'Sistemas regenerativos',
    systems: [
      {
        icon: 'droplet',
        title: 'Água em circuito fechado',
        description: `Cada litro é depurado em leitos de caniço e piscinas biológicas e volta a ser usado: ${propertyClaims.recycledWaterPercent}% de água reciclada.`,
      },
      {
        icon: 'sun',
        title: 'Calor do sol',
        description:
          'Campos solares e recuperação de calor aquecem as piscinas, as saunas e os banhos quentes.',
      },
      {
        icon: 'leaf',
        title: 'Solo vivo',
        description:
          'O pastoreio, a compostagem e a plantação de espécies autóctones regeneram o montado à nossa volta.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Filosofia de parceria',
    heading: 'Relações longas, valores partilhados',
    paragraphs: [
      'Escolhemos parceiros como escolhemos os materiais: pela qualidade, pela honestidade e pela forma como envelhecem. Preferimos poucas relações duradouras a muitas relações breves.',
      'Cada parceria é desenhada em conjunto, com termos claros, contas abertas e um compromisso partilhado com os hóspedes, com quem aqui trabalha e com a terra.',
    ],
  },
  opportunities: {
    eyebrow: 'Oportunidades',
    heading: 'Formas de trabalhar connosco',
    intro: 'Três tipos de parceria, cada um com a forma que lhe dermos em conjunto.',
    items: [
      {
        icon: 'users',
        title: 'Alianças estratégicas',
        description:
          'Marcas de hotelaria, viagens e bem-estar que partilham os nossos valores e querem um lugar para os seus clientes no Alentejo.',
      },
      {
        icon: 'spa',
        title: 'Profissionais de bem-estar',
        description:
          'Terapeutas, professores e investigadores que querem acolher residências, retiros ou tratamentos nos nossos Sanctum.',
      },
      {
        icon: 'calendar',
        title: 'Parceiros empresariais',
        description:
          'Empresas que planeiam retiros, encontros fora do escritório e programas de bem-estar para as suas equipas, em qualquer estação.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Vantagens para parceiros',
    heading: 'O que os parceiros recebem',
    intro: 'Apoio prático, da primeira conversa ao primeiro hóspede.',
    items: [
      {
        icon: 'map-pin',
        title: 'Um destino sem igual',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares de colinas, floresta e água, a ${longestTravelHours} horas, no máximo, de Faro, Lisboa e Sevilha.`,
      },
      {
        icon: 'leaf',
        title: 'Sustentabilidade credível',
        description: `Um projeto regenerativo com resultados medidos, dos ${propertyClaims.recycledWaterPercent}% de água reciclada à replantação de espécies autóctones.`,
      },
      {
        icon: 'users',
        title: 'Uma equipa dedicada aos parceiros',
        description: 'Uma pessoa que conhece o seu programa, os seus hóspedes e o seu calendário.',
      },
      {
        icon: 'sparkle',
        title: 'Experiências cocriadas',
        description: 'Programas desenhados em conjunto, com os nossos Sanctum, cozinhas e trilhos.',
      },
      {
        icon: 'star',
        title: 'Visibilidade partilhada',
        description:
          'A sua história contada nas nossas estadias, nas cartas de cada estação e em toda a experiência dos hóspedes.',
      },
      {
        icon: 'heart',
        title: 'Acesso prioritário',
        description: `Primeira escolha de datas para retiros nos nossos ${propertyClaims.apartmentsAndVillas} apartamentos e villas de bem-estar.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro: 'Diga-nos quem é e o que gostaria de construir. Somos nós que lemos cada mensagem.',
  },
};
