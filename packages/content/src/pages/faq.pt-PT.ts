/** The FAQ page's words in European Portuguese. */
import { assessmentDuration, claims, travelPlaces } from '../claims.pt-PT.ts';
import {
  circuitHours,
  familyHours,
  freeCancellation,
  guestAges,
  prices,
  stayTimes,
  travelTimes,
  treatmentArrivalMinutes,
} from '../constants.ts';
import { formatClock, formatHours, listOf, numberWord, startingPrice } from '../format.ts';
import { siteConfig } from '../site.ts';
import type { Words } from '../words.ts';
import type * as en from './faq.ts';

const locale = 'pt-PT';
const clock = (time: { readonly hour: number; readonly minute: number }) =>
  formatClock(time, locale);
const houseRules = { label: 'Ler as regras do spa', href: '/spa/etiquette' } as const;
const writeToUs = { label: 'Falar connosco', href: '/contact' } as const;
const packages = { label: 'Ver pacotes de tratamentos', href: '/booking/packages' } as const;

export const faqGroups: Words<typeof en.faqGroups> = [
  {
    id: 'booking',
    heading: 'Reservas e pedidos',
    questions: [
      {
        id: 'how-to-book',
        question: 'Como posso reservar?',
        answer: `Escolha o que deseja e preencha um pedido breve. O pedido abre no seu ${siteConfig.messagingApp} ou no seu e-mail, pronto a enviar: este site não envia nem guarda nada. A nossa equipa responde ${claims.contactResponse} para confirmar.`,
        link: { label: 'Ver como reservar', href: '/booking' },
      },
      {
        id: 'help-planning',
        question: 'Alguém me pode ajudar a planear o dia?',
        answer: `Sim. O nosso concierge de bem-estar sugere um percurso pelo circuito a partir de uma breve avaliação de ${assessmentDuration}, e leva-o para o seu pedido. Ou escreva-nos, e uma pessoa da equipa ajuda.`,
        link: { label: 'Planear com o concierge', href: '/concierge' },
      },
    ],
  },
  {
    id: 'arriving',
    heading: 'Chegada',
    questions: [
      {
        id: 'getting-here',
        question: 'Como chego ao Alento?',
        answer: `De carro, com estacionamento no local, ou de comboio até Évora, onde o nosso transfer está à espera. Há também transfer privado a partir de ${numberWord(travelTimes.length, locale)} pontos: ${listOf(
          travelTimes.map(
            (time) => `${travelPlaces[time.id]} (${formatHours(time.hours, locale)})`,
          ),
          locale,
        )}.`,
        link: { label: 'Ver como chegar', href: '/location/directions' },
      },
      {
        id: 'arrival-time',
        question: 'A que horas posso chegar?',
        answer: `O circuito abre às ${clock(circuitHours.opens)} e fecha às ${clock(circuitHours.closes)}; quem vem passar o dia entra até às ${clock(circuitHours.lastEntry)}. Para um tratamento, chegue ${numberWord(treatmentArrivalMinutes, locale)} minutos antes, para mudar de roupa com calma.`,
        link: houseRules,
      },
    ],
  },
  {
    id: 'circuit',
    heading: 'O circuito',
    questions: [
      {
        id: 'what-to-bring',
        question: 'O que devo trazer?',
        answer:
          'Fato de banho e os medicamentos de que possa precisar. Nós oferecemos roupão, toalhas e chinelos, um cacifo que a sua pulseira abre, produtos de banho e secadores de cabelo.',
        link: houseRules,
      },
      {
        id: 'around-the-clock',
        question: 'O acesso termal é mesmo 24/7?',
        answer: `Para os hóspedes que ficam connosco, sim: o onsen da terra e a piscina de hidroterapia abrem a qualquer hora, com um anfitrião de serviço durante a noite. Os outros espaços, e quem vem passar o dia, seguem o horário do circuito, das ${clock(circuitHours.opens)} às ${clock(circuitHours.closes)}.`,
        link: houseRules,
      },
      {
        id: 'phones',
        question: 'Posso levar o telemóvel para o circuito?',
        answer:
          'Se puder, deixe-o no cacifo. Em silêncio, pode levá-lo para as espreguiçadeiras, o café e o bar da piscina, mas nunca para as saunas, o hammam ou as zonas de silêncio. Não fotografe quem não vem consigo.',
        link: houseRules,
      },
      {
        id: 'health',
        question: 'Tenho um problema de saúde. Posso usar o calor e o frio?',
        answer:
          'O calor e o frio exigem muito do coração. Em caso de gravidez, de problemas cardíacos ou de tensão arterial, ou de mal-estar, fale primeiro com o seu médico e diga-nos no pedido. Os nossos anfitriões sugerem espaços mais suaves.',
        link: { label: 'Segurança no circuito', href: '/spa/safety' },
      },
    ],
  },
  {
    id: 'treatments',
    heading: 'Tratamentos',
    questions: [
      {
        id: 'treatment-included',
        question: 'O passe de dia inclui um tratamento?',
        answer: `Sim: um tratamento sem contacto à sua escolha, Hydrojet, Wavetouch ou Banho Mineral. As massagens e os rituais com os nossos terapeutas fazem parte dos pacotes de tratamentos, ${startingPrice(prices.treatmentPackagesFrom, locale)}.`,
        link: packages,
      },
      {
        id: 'couples',
        question: 'Podemos fazer um tratamento a dois?',
        answer:
          'Sim. A cabana de tratamentos para casais tem duas marquesas lado a lado e um terraço só seu para o chá de depois. Basta indicá-lo no pedido.',
        link: packages,
      },
    ],
  },
  {
    id: 'stays',
    heading: 'Estadias',
    questions: [
      {
        id: 'spa-with-stay',
        question: 'O spa está incluído na estadia?',
        answer:
          'Sim. A sua pulseira abre todo o circuito em cada dia da estadia, e as piscinas quentes a qualquer hora da noite.',
        link: { label: 'Ver as estadias', href: '/stays' },
      },
      {
        id: 'check-in',
        question: 'A que horas fica o quarto pronto, e até quando?',
        answer: `O quarto está pronto a partir das ${clock(stayTimes.checkIn)}, e pedimos que o deixe até às ${clock(stayTimes.checkOut)}. O circuito é seu nos dois dias: chegue cedo e parta tarde.`,
        link: { label: 'Pedir uma estadia', href: '/booking/accommodations' },
      },
    ],
  },
  {
    id: 'children',
    heading: 'Crianças',
    questions: [
      {
        id: 'children-in-the-spa',
        question: 'As crianças podem vir ao spa?',
        answer: `Sim, no horário familiar: das ${clock(familyHours.from)} às ${clock(familyHours.to)}, as crianças a partir dos ${String(guestAges.familyPools)} anos entram nas piscinas familiares com um adulto. As saunas, o hammam e os outros espaços de calor e frio são para hóspedes a partir dos ${String(guestAges.wholeCircuit)} anos.`,
        link: houseRules,
      },
      {
        id: 'kids-path',
        question: 'Há alguma coisa para as crianças enquanto descansamos?',
        answer: `O Trilho das Crianças, dos ${String(guestAges.kidsPath.min)} aos ${String(guestAges.kidsPath.max)} anos: trilhos na natureza, construção de cabanas e rituais suaves com os nossos anfitriões, todos os dias no horário familiar.`,
        link: { label: 'Ver as experiências', href: '/experiences' },
      },
    ],
  },
  {
    id: 'food',
    heading: 'Comida e alergias',
    questions: [
      {
        id: 'allergies',
        question: 'A cozinha adapta-se à minha alergia?',
        answer:
          'Informe a equipa antes de fazer o pedido e os cozinheiros adaptam o prato. A nossa cozinha trabalha com glúten, frutos de casca rija, leite e ovos, e as cartas assinalam os pratos vegetarianos, veganos e sem glúten.',
        link: { label: 'Ver carta do restaurante', href: '/restaurant-menu' },
      },
      {
        id: 'robe',
        question: 'Posso comer de roupão?',
        answer:
          'Sim, no café de bem-estar junto ao circuito e no terraço do restaurante da piscina de vitalidade. O café serve desde a manhã até ao último mergulho.',
        link: { label: 'Ver a gastronomia', href: '/dining' },
      },
    ],
  },
  {
    id: 'accessibility',
    heading: 'Acessibilidade',
    questions: [
      {
        id: 'reduced-mobility',
        question: 'É possível visitar o Alento com mobilidade reduzida?',
        answer:
          'Sim. O edifício do Sanctum, os balneários e os caminhos principais não têm degraus, e o canal de água fria tem corrimão em toda a extensão. Alguns lugares, como o pontão da sauna de barril, têm degraus: diga-nos do que precisa e planeamos o dia consigo.',
        link: writeToUs,
      },
    ],
  },
  {
    id: 'payments',
    heading: 'Pagamentos e cancelamentos',
    questions: [
      {
        id: 'paying',
        question: 'Como pago?',
        answer:
          'Nada se paga neste site, e ele nunca pede dados de cartão. A nossa confirmação indica como pagar, e todos os preços são em euros, com IVA incluído.',
        link: { label: 'Ver preços e passes', href: '/booking' },
      },
      {
        id: 'cancelling',
        question: 'Posso cancelar ou alterar a reserva?',
        answer: `Sim, sem custos até ${String(freeCancellation.spaDayHours)} horas antes de um dia de spa ou de um tratamento, e até ${numberWord(freeCancellation.stayDays, locale)} dias antes de uma estadia. Mais perto da data, escreva-nos na mesma: mudamos a data sempre que possível.`,
        link: writeToUs,
      },
    ],
  },
];

export const faqPage: Words<typeof en.faqPage> = {
  heroImage: 'hero-contact',
  eyebrow: 'Antes de vir',
  intro:
    'O que os hóspedes mais nos perguntam, da reserva à hora de dormir, respondido em poucas linhas e com a página que diz mais.',
  closing: {
    heading: 'Ainda com dúvidas?',
    text: `Escreva-nos: uma pessoa da nossa equipa lê cada mensagem e responde ${claims.contactResponse}.`,
    actions: [
      { label: 'Contactar-nos', href: '/contact' },
      { label: 'Regras do spa', href: '/spa/etiquette' },
    ],
  },
};
