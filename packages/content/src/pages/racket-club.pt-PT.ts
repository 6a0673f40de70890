/** The racket club page's words in European Portuguese. */
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { numberedMedia } from '../media-frames.ts';
import { racketMedia } from '../racket-media.ts';
import type { Words } from '../words.ts';
import type * as en from './racket-club.ts';

export { racketSports } from './racket-sports.pt-PT.ts';

export const racketGallery: Words<typeof en.racketGallery> = /* @__PURE__ */ numberedMedia(
  racketMedia,
  racketGalleryCount,
);

export const racketClubPage: Words<typeof en.racketClubPage> = {
  heroImage: 'hero-racket-club',
  intro:
    'O Alento Club é onde a casa joga: ténis e padel nas colinas, aulas sem pressão e um jogo que nos mantém jovens.',
  galleryHeading: 'A vida no clube',
  gallery: {
    label: 'Galeria do Alento Club',
    previous: 'Fotografia anterior',
    next: 'Fotografia seguinte',
    pause: 'Pausar a galeria',
    play: 'Reproduzir a galeria',
  },
  sportsHeading: 'Desportos de raquete',
  sportsIntro:
    'Dois campos, dois ritmos: as longas trocas de bola do ténis e as gargalhadas rápidas do padel.',
  philosophy: {
    heading: 'A filosofia do nosso clube',
    text: 'Jogamos por alegria e para durar. Sem classificações nem código de vestuário: um aquecimento com o treinador, um jogo com novos amigos e, no fim, o tanque de água fria. O movimento de que se gosta é o movimento que fica.',
  },
  longevity: {
    eyebrow: 'Mais anos de jogo',
    heading: 'O desporto da longevidade',
    intro: `A prática de desportos de raquete está associada a ${claims.longevityYears} a mais de esperança de vida. Num estudo que acompanhou adultos durante 25 anos, os tenistas ganharam mais anos do que os praticantes de qualquer outro desporto.`,
    benefits: [
      {
        id: 'brain',
        title: 'Ativa o cérebro',
        description:
          'Ler a bola, planear a pancada seguinte e contar os pontos exercitam a mente tanto como o corpo.',
        icon: 'brain',
      },
      {
        id: 'coordination',
        title: 'Melhora a coordenação',
        description:
          'As mudanças rápidas de direção treinam o equilíbrio, o tempo de reação e a coordenação entre a mão e o olhar, em qualquer idade.',
        icon: 'sparkle',
      },
      {
        id: 'lifespan',
        title: 'Prolonga a vida',
        description:
          'No Copenhagen City Heart Study, os tenistas viveram mais tempo do que os praticantes de qualquer outro desporto acompanhado.',
        icon: 'heart',
      },
    ],
    source:
      'Fonte: o Copenhagen City Heart Study (Schnohr et al., Mayo Clinic Proceedings, 2018) acompanhou cerca de 8500 adultos durante 25 anos. Os tenistas viveram, em média, mais 9,7 anos do que os participantes sedentários, e os jogadores de badminton mais 6,2 anos. O estudo mostra uma associação, não uma relação de causa, e não incluiu o padel.',
  },
  closing: {
    heading: 'O seu campo está pronto',
    text: 'Reserve um campo, uma aula ou um jogo amigável, ou pergunte-nos o que quiser sobre o clube.',
    actions: [
      { label: 'Reservar um campo', href: '/booking/racket-club' },
      {
        label: 'Saber mais',
        href: '/contact',
        about: 'sobre o clube de ténis e padel junto da nossa equipa',
      },
    ],
  },
};
