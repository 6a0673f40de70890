/** Each page's heading, document title and meta description in European Portuguese. */
import { prices, propertyClaims, travelTimes } from './constants.ts';
import { claims, travelPlaces } from './claims.ts';
import {
  capitalise,
  formatEuros,
  formatHours,
  listOf,
  numberWord,
  hectaresOver,
  startingPrice,
} from './format.ts';
import type { Words } from './words.ts';
import type * as en from './route-words.ts';

const locale = 'pt-PT';

export const routeWords: Words<typeof en.routeWords> = {
  '/partners': {
    heading: 'Parcerias com o Alento',
    title: 'Parcerias',
    description:
      'Parcerias com o Alento, um retiro de bem-estar regenerativo nas colinas do Alentejo: alianças estratégicas, profissionais de bem-estar e parceiros empresariais.',
  },
  '/holistic-landcare': {
    heading: 'Cuidado holístico da terra',
    title: 'Cuidado holístico da terra',
    description: `Como o Alento cuida de ${propertyClaims.hectaresOnPartnershipPage} hectares de terra alentejana: sistemas regenerativos, água reciclada e parceiros que partilham o cuidado da terra.`,
  },
  '/home': {
    heading: 'Onde as colinas do Alentejo respiram consigo',
    title: 'Spa e retiro de bem-estar integrados na natureza',
    description:
      'O Alento é um spa e retiro de bem-estar integrado na natureza, nas colinas do Alentejo: circuito de spa ao seu ritmo, estadias na floresta e retiros sazonais.',
  },
  '/sanctum': {
    heading: 'Escolha o seu Sanctum',
    title: 'Sanctum: dois caminhos no spa',
    description: `Escolha entre dois caminhos no spa do Alento: o BioSanctum, guiado pela ciência, ou o Sanctum Flow, um circuito ao seu ritmo por mais de ${numberWord(hectaresOver(propertyClaims.sanctumFlowAcres), locale)} hectares.`,
  },
  '/spa': {
    heading: 'Circuito de spa',
    title: 'Circuito de spa',
    description: `${capitalise(claims.stationsStated, locale)} espaços num circuito contínuo: saunas, hammam, rituais de lama, sala de sal, água fria, piscinas onsen e um tratamento sem contacto incluído.`,
  },
  '/approach': {
    heading: 'A nossa abordagem ao bem-estar',
    title: 'A nossa abordagem',
    description:
      'Os oito pilares do bem-estar no Alento: movimento, nutrição, descanso, bem-estar emocional, depuração, ligação, imersão na natureza e ciência.',
  },
  '/booking': {
    heading: 'Reserve a sua visita',
    title: 'Reserve a sua visita',
    get description() {
      return `Reserve no Alento um dia de spa, um passe de dia a partir de ${formatEuros(prices.dayPassFrom.euros, locale)}, pacotes de tratamentos a partir de ${formatEuros(prices.treatmentPackagesFrom.euros, locale)} ou uma estadia na floresta alentejana.`;
    },
  },
  '/programs': {
    heading: 'Percursos',
    title: 'Percursos',
    description:
      'Seis formas de viver o seu tempo no Alento: o circuito de spa, o movimento, a vitalidade, o descanso, a natureza e os retiros de cada estação.',
  },
  '/dining': {
    heading: 'À mesa',
    title: 'Gastronomia',
    description:
      'O restaurante e o café de bem-estar do Alento: produtos do Alentejo, uma cozinha ao ar livre e comida que nutre o corpo ao longo de todo o dia.',
  },
  '/spaces': {
    heading: 'Espaços',
    title: 'Espaços',
    description:
      'Quinze espaços espalhados pela herdade do Alento, do circuito termal e do clube de ténis e padel às estadias no meio da floresta.',
  },
  '/location': {
    heading: 'Localização',
    title: 'Localização e como chegar',
    get description() {
      return `O Alento fica nas colinas do Alentejo. Saiba como chegar: ${listOf(
        travelTimes.map((time) => `${travelPlaces[time.id]} a ${formatHours(time.hours, locale)}`),
        locale,
      )}.`;
    },
  },
  '/contact': {
    heading: 'Contacto',
    title: 'Contacto',
    description: `Escreva à equipa do Alento. Respondemos ${claims.contactResponse} a perguntas sobre o circuito de spa, as estadias na floresta e os retiros.`,
  },
  '/concierge': {
    heading: 'Concierge com IA',
    title: 'Concierge de bem-estar com IA',
    description:
      'Responda a uma breve avaliação de bem-estar e receba um percurso de spa pensado a partir dos seus objetivos, do seu nível de stress e das suas preferências.',
  },
  '/racket-club': {
    heading: 'Alento Club',
    title: 'Alento Club: ténis e padel',
    description:
      'Campos de ténis e de padel nas colinas do Alentejo, e a razão pela qual os desportos de raquete andam associados a uma vida mais longa.',
  },
  '/experiences': {
    heading: 'Experiências',
    title: 'Experiências',
    description:
      'Dez formas de viver o Alento: o Sanctum Flow, circuitos de vitalidade, estadias e imersões na natureza, descanso, criatividade, ténis, padel e muito mais.',
  },
  '/stays': {
    heading: 'Estadias',
    title: 'Estadias',
    description:
      'Suites de Bem-Estar, Villas com Jardim e Casulos Colmeia: alojamento na floresta, com roupa de cama biológica, água filtrada e qualidade do ar medida.',
  },
  '/ai': {
    heading: 'Bem-estar com IA',
    title: 'Bem-estar com IA',
    description:
      'Como o Alento planeia um programa de bem-estar personalizado a partir de uma breve avaliação, sem que as suas respostas saiam do seu navegador.',
  },
  '/seasons': {
    heading: 'Estações do ano',
    title: 'Estações do ano',
    description:
      'Primavera, verão, outono e inverno no Alento: o que cada estação do ano traz ao circuito de spa, à terra de que cuidamos e à nossa mesa.',
  },
  '/restaurant-menu': {
    heading: 'Ementa do restaurante',
    title: 'Ementa do restaurante',
    description:
      'A ementa do restaurante do Alento: produtos alentejanos cozinhados no fogo, legumes da horta e vinhos da região, com pratos vegetarianos, veganos e sem glúten.',
  },
  '/cafe-menu': {
    heading: 'Ementa do café de bem-estar',
    title: 'Ementa do café de bem-estar',
    description:
      'A ementa do café de bem-estar do Alento: sumos prensados a frio, infusões, taças e pratos leves junto ao circuito de spa, com indicações alimentares.',
  },
  '/spaces/gallery': {
    heading: 'Galeria dos espaços',
    title: 'Galeria dos espaços',
    description:
      'Imagens dos quinze espaços do Alento, das suites e do circuito termal ao lago natural, aos campos de ténis e padel e ao estúdio criativo.',
  },
  '/location/directions': {
    heading: 'Como chegar',
    title: 'Como chegar ao Alento',
    description:
      'O caminho até ao Alento: de carro a partir de Faro, Lisboa ou Sevilha, de comboio e transfer a partir de Évora, e a nossa morada nas colinas do Alentejo.',
  },
  '/spa/etiquette': {
    heading: 'Regras do spa e o que trazer',
    title: 'Regras do spa e o que trazer',
    description:
      'O horário do circuito, as zonas de silêncio e os telemóveis, o fato de banho e as toalhas em cada zona, as crianças, os cacifos e o que trazer ao spa do Alento.',
  },
  '/faq': {
    heading: 'Perguntas frequentes',
    title: 'Perguntas frequentes',
    description:
      'Respostas breves ao que os hóspedes perguntam antes de vir ao Alento: reservas, chegada, circuito de spa, tratamentos, estadias, crianças e pagamentos.',
  },
  '/spa/safety': {
    heading: 'Segurança em cada espaço',
    title: 'Segurança no spa: calor, frio e água',
    description:
      'A temperatura e o tempo de cada sauna, piscina e tanque do Alento, como arrefecer, quando parar e quem deve consultar primeiro o seu médico.',
  },
  '/booking/spa': {
    heading: 'Pedir um dia de spa',
    title: 'Pedir um dia de spa',
    description:
      'Peça um dia de spa no Alento: escolha a data, a hora de chegada, o número de pessoas e o circuito livre ou um percurso guiado.',
  },
  '/booking/spa-form': {
    heading: 'Pedir um dia de spa em percurso livre',
    title: 'Pedir um dia de spa em percurso livre',
    description:
      'Peça um dia em percurso livre no circuito termal do Alento: a data, a hora de chegada e o número de pessoas, enviados do seu WhatsApp ou e-mail.',
  },
  '/booking/day-pass': {
    heading: 'Pedir um passe de dia',
    title: 'Pedir um passe de dia',
    get description() {
      return `Peça um passe de dia no Alento, ${startingPrice(prices.dayPassFrom, locale)}: um dia inteiro no circuito termal, com roupão, toalhas e a casa de chá.`;
    },
  },
  '/booking/packages': {
    heading: 'Pedir um pacote de tratamentos',
    title: 'Pedir um pacote de tratamentos',
    get description() {
      return `Peça um pacote de tratamentos no Alento, ${startingPrice(prices.treatmentPackagesFrom, locale)}: rituais com os nossos terapeutas e tempo no circuito no mesmo dia.`;
    },
  },
  '/booking/accommodations': {
    heading: 'Pedir uma estadia',
    title: 'Pedir uma estadia',
    description:
      'Peça uma estadia numa Suite de Bem-Estar, Villa com Jardim ou Casulo Colmeia do Alento: as datas, os adultos e as crianças, e o seu contacto.',
  },
  '/booking/racket-club': {
    heading: 'Pedir um campo',
    title: 'Pedir um campo',
    description:
      'Peça um campo de ténis ou de padel no Alento Club: o dia, a hora, o número de jogadores e se deseja a companhia de um treinador.',
  },
  '/location/transfer': {
    heading: 'Transfer privado',
    title: 'Transfer privado',
    get description() {
      return `Transfer privado até ao Alento: ${listOf(
        travelTimes.map((time) => `${travelPlaces[time.id]} (${formatHours(time.hours, locale)})`),
        locale,
      )}. Saiba o que inclui e como o pedir.`;
    },
  },
  '/privacy': {
    heading: 'Privacidade',
    title: 'Privacidade',
    description:
      'O que o site do Alento faz com os seus dados: sem cookies, sem estatísticas de visitas, formulários que nada nos enviam e a única nota que o navegador guarda.',
  },
  '/accessibility': {
    heading: 'Declaração de acessibilidade',
    title: 'Declaração de acessibilidade',
    description:
      'A acessibilidade do site do Alento: o objetivo WCAG 2.2 AA, como o testamos, as limitações conhecidas e como nos comunicar uma barreira que encontre.',
  },
};

export const unexpectedError: Words<typeof en.unexpectedError> = {
  heading: 'Ocorreu um erro inesperado',
};
