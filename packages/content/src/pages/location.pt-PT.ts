/** The Location page's words in European Portuguese. */
import { propertyClaims, travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
import { capitalise, formatHours, hectaresOver } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './location.ts';

const hectaresOnGuestPages = hectaresOver(propertyClaims.acresOnGuestPages);

export const transportOptions: Words<typeof en.transportOptions> = [
  {
    id: 'private-transfer',
    title: 'Transfer privado',
    description:
      'Um motorista espera por si nas chegadas, em Faro, Lisboa ou Sevilha, e faz a viagem até à nossa porta, com água e uma toalha fresca para o caminho.',
    icon: 'car',
  },
  {
    id: 'rental-car',
    title: 'Carro de aluguer',
    description:
      'Conduza ao seu ritmo pelas planícies de sobreiros. O último troço é uma estrada rural tranquila, e há estacionamento no local.',
    icon: 'map-pin',
  },
  {
    id: 'train-shuttle',
    title: 'Comboio e transfer',
    description:
      'Apanhe o comboio de Lisboa para Évora: o nosso transfer espera por si na estação para a curta viagem até às colinas.',
    icon: 'train',
  },
];

export const nearbyAttractions: Words<typeof en.nearbyAttractions> = [
  {
    id: 'evora',
    name: 'Évora',
    description:
      'Uma cidade amuralhada, classificada pela UNESCO: o templo romano, os telhados da Sé ao pôr do sol e a Capela dos Ossos.',
  },
  {
    id: 'monsaraz',
    name: 'Monsaraz',
    description:
      'Uma aldeia caiada no alto de um monte, dentro das suas muralhas, com vista sobre o lago do Alqueva e até Espanha.',
  },
  {
    id: 'alqueva-dark-sky',
    name: 'Reserva Dark Sky Alqueva',
    description:
      'À volta do grande lago do Alqueva, o primeiro lugar certificado como Destino Turístico Starlight: alguns dos céus mais escuros da Europa.',
  },
  {
    id: 'mertola',
    name: 'Mértola',
    description:
      'Uma vila debruçada sobre o Guadiana, com um castelo mouro, uma igreja que já foi mesquita e um longo passado islâmico.',
  },
  {
    id: 'estremoz',
    name: 'Estremoz',
    description:
      'Uma cidade de mármore, com um mercado de sábado de bonecos de barro, queijo e cortiça, e uma torre de menagem sobre a planície.',
  },
  {
    id: 'vila-vicosa',
    name: 'Vila Viçosa',
    description:
      'O Paço Ducal da Casa de Bragança, ruas calcetadas com mármore da terra e laranjeiras em todas as praças.',
  },
];

export const locationPage: Words<typeof en.locationPage> = {
  hero: {
    image: 'hero-location',
    eyebrow: 'Como chegar',
    intro:
      'Nas colinas do sul do Alentejo, entre sobreiros e olivais, onde à noite o que mais se ouve são as corujas.',
  },
  setting: {
    eyebrow: 'O lugar',
    heading: 'Onde as colinas ficam em silêncio',
    paragraphs: [
      `O Alento estende-se por mais de ${hectaresOnGuestPages} hectares de campo alentejano ondulado, entre a antiga cidade universitária de Évora e a fronteira com Espanha. Há montado de sobro, olivais, um lago natural e céus amplos.`,
      'Os verões são longos e dourados; os invernos, amenos e verdes. As noites estão entre as mais escuras da Europa, e é por isso que aqui as estrelas parecem mais perto.',
    ],
  },
  map: {
    heading: 'No mapa',
    image: 'location-map',
    intro: 'O sul de Portugal e a Andaluzia, com os aeroportos onde os nossos hóspedes aterram.',
    openLabel: 'Abrir no mapa',
  },
  travel: {
    heading: 'Tempos de viagem',
    intro: 'Por estrada, a partir dos aeroportos e de Sevilha.',
    label: 'Tempos de viagem por estrada',
    times: travelTimes.map((t) => ({
      id: t.id,
      place: capitalise(travelPlaces[t.id], 'pt-PT'),
      value: formatHours(t.hours, 'pt-PT'),
    })),
  },
  transport: {
    heading: 'Formas de chegar',
    intro: 'Diga-nos como vai viajar e teremos tudo preparado.',
    actions: [
      { label: 'Pedir um transfer', href: '/location/transfer' },
      { label: 'Ver indicações', href: '/location/directions' },
    ],
  },
  attractions: {
    heading: 'Por perto',
    intro: 'Passeios de um dia que justificam sair do spa.',
  },
};
