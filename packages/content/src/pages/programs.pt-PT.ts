/** The Journeys page (/programs) in European Portuguese. */
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './programs.ts';

export const journeys: Words<typeof en.journeys> = [
  {
    id: 'spa-circuit',
    title: 'Circuito de spa',
    subtitle: 'Calor, frio e quietude',
    description: `${capitalise(claims.stationsStated, 'pt-PT')} espaços num circuito contínuo: saunas, hammam, tanques de água fria, piscinas biológicas e onsen, ao seu ritmo.`,
    image: 'journey-spa-circuit',
    action: { label: 'Explorar o circuito', href: '/spa' },
  },
  {
    id: 'movement',
    title: 'Movimento',
    subtitle: 'Ténis, padel e diversão',
    description:
      'Campos de ténis em terra batida e de padel com paredes de vidro, entre os sobreiros. Para trocar umas bolas cedo, antes do calor, ou jogar uma partida ao pôr do sol.',
    image: 'journey-movement',
    action: { label: 'Visitar o Alento Club', href: '/racket-club' },
  },
  {
    id: 'vitality',
    title: 'Vitalidade',
    subtitle: 'Longevidade e biohacking',
    description:
      'Circuitos de luz vermelha, terapia de contraste e respiração guiada, e o Bio-Age Reset, para quem gosta de medir o que muda.',
    image: 'journey-vitality',
    action: { label: 'Reservar um circuito', href: '/booking' },
  },
  {
    id: 'rest',
    title: 'Descanso',
    subtitle: 'Sono e quietude',
    description:
      'Redes de descanso, banhos de som e o Círculo da Quietude: sessões sem pressa que ensinam o corpo a soltar-se outra vez.',
    image: 'journey-rest',
    action: { label: 'Reservar uma sessão', href: '/booking' },
  },
  {
    id: 'nature',
    title: 'Natureza',
    subtitle: 'Floresta e céu aberto',
    description:
      'Trilhos para andar descalço, banhos de floresta sob os sobreiros, mergulhos no lago natural e o Dia Sabático na Natureza, um dia sem ecrãs.',
    image: 'journey-nature',
    action: { label: 'Reservar uma imersão', href: '/booking' },
  },
  {
    id: 'retreats',
    title: 'Retiros',
    subtitle: 'Sazonais e partilhados',
    description:
      'Vários dias ao ritmo da estação: a Depuração Sazonal e os Retiros de Descanso em Família, com um percurso próprio para as crianças.',
    image: 'journey-retreats',
    action: { label: 'Reservar um retiro', href: '/booking' },
  },
];

export const journeysPage: Words<typeof en.journeysPage> = {
  heroImage: 'hero-programs',
  intro:
    'Seis caminhos pelo Alento. Siga um durante uma manhã, ou junte vários numa semana: cada um começa onde estiver hoje.',
  cardsHeading: 'Escolha o seu percurso',
  concierge: {
    eyebrow: 'Não sabe por onde começar?',
    heading: 'Deixe o concierge planear',
    text: 'Responda a algumas perguntas sobre os seus objetivos, a sua energia e a forma como gosta de descontrair. O nosso concierge sugere um percurso à medida.',
    actions: [
      { label: 'Conhecer o concierge', href: '/concierge' },
      { label: 'A nossa abordagem', href: '/approach' },
    ],
  },
};
