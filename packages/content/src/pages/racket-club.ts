import type { PageAction } from '../actions.ts';
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { numberedMedia } from '../media-frames.ts';
import { racketMedia } from '../racket-media.ts';
import type { MediaKey } from '../media.ts';

export { racketSports } from './racket-sports.ts';
export type { RacketSport } from './racket-sports.ts';

/** The racket club page (spec "Racket club"): gallery, courts, philosophy and longevity. */

/** Media keys of the gallery's captioned photos; captions and alt text live with the media. */
export const racketGallery = /* @__PURE__ */ numberedMedia(racketMedia, racketGalleryCount);

export const racketClubPage = {
  heroImage: 'hero-racket-club',
  intro:
    'Alento Club is where the resort plays: tennis and padel in the hills, coaching without pressure, and a game that keeps you young.',
  galleryHeading: 'Life at the Club',
  gallery: {
    label: 'Alento Club gallery',
    previous: 'Previous photo',
    next: 'Next photo',
    pause: 'Pause the gallery',
    play: 'Play the gallery',
  },
  sportsHeading: 'Racket Sports',
  sportsIntro: 'Two courts, two rhythms: the long rally of tennis and the quick laughter of padel.',
  philosophy: {
    heading: 'Our Club Philosophy',
    text: 'We play for joy and for the long game. No rankings and no dress code: a warm-up with the coach, a match with new friends, a cold plunge after. Movement you love is movement you keep.',
  },
  longevity: {
    eyebrow: 'Play for longer',
    heading: 'The Longevity Sport',
    intro: `Playing racket sports is associated with ${claims.longevityYears} of added life expectancy: in a study that followed adults for 25 years, tennis players gained more years than the players of any other sport.`,
    benefits: [
      {
        id: 'brain',
        title: 'Activates the brain',
        description:
          'Reading the ball, planning the next shot and keeping score give the mind a workout as hard as the body’s.',
        icon: 'brain',
      },
      {
        id: 'coordination',
        title: 'Boosts coordination',
        description:
          'Quick changes of direction train balance, reaction time and hand-eye coordination at any age.',
        icon: 'sparkle',
      },
      {
        id: 'lifespan',
        title: 'Extends lifespan',
        description:
          'Tennis players in the Copenhagen City Heart Study lived longer than the players of any other sport it followed.',
        icon: 'heart',
      },
    ],
    source:
      'Source: the Copenhagen City Heart Study (Schnohr et al., Mayo Clinic Proceedings, 2018) followed about 8,500 adults for 25 years. Tennis players lived on average 9.7 years longer than sedentary participants, and badminton players 6.2 years. It shows an association, not proof of cause, and padel was not part of it.',
  },
  closing: {
    heading: 'Your Court Is Ready',
    text: 'Book a court, a lesson or a friendly match, or ask us anything about the club.',
    actions: [
      { label: 'Book Court Time', href: '/booking/racket-club' },
      { label: 'Learn More', href: '/contact', about: 'about the racket club from our team' },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  galleryHeading: string;
  gallery: { label: string; previous: string; next: string; pause: string; play: string };
  sportsHeading: string;
  sportsIntro: string;
  philosophy: { heading: string; text: string };
  longevity: {
    eyebrow: string;
    heading: string;
    intro: string;
    benefits: readonly { id: string; title: string; description: string; icon: string }[];
    source: string;
  };
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
