/** The racket club page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './racket-club.ts';
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { numberedMedia } from '../media-frames.ts';
import { racketMedia } from '../racket-media.ts';

export { racketSports } from './racket-sports.es-ES.ts';

export const racketGallery: Words<typeof en.racketGallery> = /* @__PURE__ */ numberedMedia(
  racketMedia,
  racketGalleryCount,
);

export const racketClubPage: Words<typeof en.racketClubPage> = {
  heroImage: 'hero-racket-club',
  intro:
    'En el Alento Club se juega: tenis y pádel en las colinas, clases sin presión y un deporte que te mantiene joven.',
  galleryHeading: 'La vida en el club',
  gallery: {
    label: 'Galería del Alento Club',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    pause: 'Pausar la galería',
    play: 'Reproducir la galería',
  },
  sportsHeading: 'Deportes de raqueta',
  sportsIntro: 'Dos pistas, dos ritmos: el largo peloteo del tenis y las risas rápidas del pádel.',
  philosophy: {
    heading: 'Nuestra filosofía de club',
    text: 'Jugamos por placer y a largo plazo. Sin clasificaciones ni código de vestimenta: un calentamiento con el entrenador, un partido con nuevos amigos y, después, la piscina de agua fría. El movimiento que disfrutas es el que mantienes.',
  },
  longevity: {
    eyebrow: 'Juega más años',
    heading: 'El deporte de la longevidad',
    intro: `Los deportes de raqueta se asocian a ${claims.longevityYears} más de esperanza de vida. En un estudio que siguió a adultos durante 25 años, los tenistas ganaron más años que quienes practicaban cualquier otro deporte.`,
    benefits: [
      {
        id: 'brain',
        title: 'Activa el cerebro',
        description:
          'Leer la pelota, planear el siguiente golpe y llevar el marcador ejercitan la mente tanto como el cuerpo.',
        icon: 'brain',
      },
      {
        id: 'coordination',
        title: 'Mejora la coordinación',
        description:
          'Los cambios rápidos de dirección entrenan el equilibrio, los reflejos y la coordinación entre ojos y manos a cualquier edad.',
        icon: 'sparkle',
      },
      {
        id: 'lifespan',
        title: 'Alarga la vida',
        description:
          'En el Copenhagen City Heart Study, los tenistas vivieron más que quienes practicaban cualquier otro de los deportes estudiados.',
        icon: 'heart',
      },
    ],
    source:
      'Fuente: el Copenhagen City Heart Study (Schnohr et al., Mayo Clinic Proceedings, 2018) siguió a unos 8500 adultos durante 25 años. Los tenistas vivieron de media 9,7 años más que los participantes sedentarios, y quienes jugaban al bádminton, 6,2 años más. El estudio muestra una asociación, no una relación de causa, y no incluyó el pádel.',
  },
  closing: {
    heading: 'Tu pista te espera',
    text: 'Reserva una pista, una clase o un partido amistoso, o pregúntanos lo que quieras sobre el club.',
    actions: [
      { label: 'Reservar pista', href: '/booking/racket-club' },
      {
        label: 'Saber más',
        href: '/contact',
        about: 'sobre el club de raqueta con nuestro equipo',
      },
    ],
  },
};
