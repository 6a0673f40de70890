/** The Booking hub's words in European Portuguese. */
import { prices } from '../constants.ts';
import { fromPrice } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './booking.ts';

export const spaPaths: Words<typeof en.spaPaths> = [
  {
    id: 'self-guided',
    title: 'Percurso livre',
    subtitle: 'Ao seu ritmo, pela sua ordem',
    description:
      'Faça o circuito como o corpo lhe pedir: sauna, tanque de água fria, onsen e descanso, pela ordem que preferir e durante o tempo que quiser.',
    highlights: [
      'Todos os espaços do circuito',
      'Uma terapia sem contacto incluída',
      'Casa de chá e zonas de descanso',
    ],
    action: { label: 'Pedir um dia de spa', href: '/booking/spa-form' },
  },
  {
    id: 'guided',
    title: 'Percurso de bem-estar guiado',
    subtitle: 'Pensado para si',
    description:
      'Responda a uma breve avaliação e o nosso concierge traça uma sequência de calor, frio e quietude para o seu objetivo: descansar, revigorar ou renovar.',
    highlights: [
      'Um percurso moldado pelas suas respostas',
      'Espaços numa ordem já testada',
      'Tempos para cada etapa',
    ],
    action: { label: 'Planear com o concierge', href: '/concierge' },
  },
];

export const bookingOffers: Words<typeof en.bookingOffers> = [
  {
    id: 'day-pass',
    title: 'Passe de dia',
    price: fromPrice(prices.dayPassFrom, 'pt-PT'),
    description:
      'Um dia inteiro no circuito termal, da primeira sauna à última flutuação, com o café de bem-estar a poucos passos para quando a fome chegar.',
    highlights: [
      'Acesso a todo o circuito de spa',
      'Roupão, toalhas e chinelos',
      'A casa de chá e as zonas de descanso',
    ],
    image: 'signature-thermal-sanctuary',
    action: { label: 'Reservar um passe de dia', href: '/booking/day-pass' },
  },
  {
    id: 'treatment-packages',
    title: 'Pacotes de tratamentos',
    price: fromPrice(prices.treatmentPackagesFrom, 'pt-PT'),
    description:
      'Tratamentos manuais combinados com tempo no circuito: rituais de argila e ervas, massagem e cuidados de rosto com plantas do Alentejo.',
    highlights: [
      'Tratamentos com os nossos terapeutas',
      'Acesso ao circuito no próprio dia',
      'Rituais para uma ou duas pessoas',
    ],
    image: 'signature-earth-ritual',
    action: { label: 'Ver os pacotes', href: '/booking/packages' },
  },
];

export const bookingPage: Words<typeof en.bookingPage> = {
  heroImage: 'hero-booking',
  intro:
    'Um dia de spa, um tratamento ou algumas noites entre os sobreiros: escolha como gostaria de vir, e nós tratamos de tudo.',
  spa: {
    eyebrow: 'Experiências de spa',
    heading: 'Percurso livre ou guiado',
    intro:
      'O circuito é o mesmo; muda apenas quem leva o mapa. Explore-o livremente, ou deixe que o nosso concierge planeie a ordem por si.',
  },
  offers: {
    eyebrow: 'Passes e pacotes',
    heading: 'Passe de dia e pacotes de tratamentos',
    intro: 'Preços por pessoa, em euros, a partir do valor indicado.',
  },
  vatNote: 'Todos os preços são em euros e incluem IVA.',
  stay: {
    eyebrow: 'Alojamento na floresta',
    heading: 'Fique connosco',
    text: 'Acorde a poucos passos do spa: Suites de Bem-Estar, Villas com Jardim e Casulos Colmeia entre os sobreiros.',
    image: 'stay-beehive-pods',
    actions: [
      { label: 'Ver alojamentos', href: '/booking/accommodations' },
      { label: 'Explorar os espaços', href: '/spaces' },
    ],
  },
};
