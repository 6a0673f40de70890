import page from '../../data/pages/racket-club/racket-club.en-GB.json' with { type: 'json' };
import type { PageAction } from '../actions.ts';
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { language } from '../language.ts';
import { numberedMedia } from '../media-frames.ts';
import { racketMedia } from '../racket-media.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';

export { racketSports } from './racket-sports.ts';
export type { RacketSport } from './racket-sports.ts';

/**
 * The racket club page (spec "Racket club"): gallery, courts, philosophy and longevity. The words
 * are in `data/pages/racket-club/`; the years of life the longevity section names are the site's
 * claim, filled in here in the page's language.
 */

/** Media keys of the gallery's captioned photos; captions and alt text live with the media. */
export const racketGallery = /* @__PURE__ */ numberedMedia(racketMedia, racketGalleryCount);

export const racketClubPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly galleryHeading: string;
  readonly gallery: {
    readonly label: string;
    readonly previous: string;
    readonly next: string;
    readonly pause: string;
    readonly play: string;
  };
  readonly sportsHeading: string;
  readonly sportsIntro: string;
  readonly philosophy: { readonly heading: string; readonly text: string };
  readonly longevity: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly benefits: readonly {
      readonly id: string;
      readonly title: string;
      readonly description: string;
      readonly icon: string;
    }[];
    readonly source: string;
  };
  readonly closing: {
    readonly heading: string;
    readonly text: string;
    readonly actions: readonly PageAction[];
  };
} = {
  ...page,
  heroImage: page.heroImage as MediaKey,
  longevity: {
    ...page.longevity,
    intro: fillPlaceholders(
      page.longevity.intro,
      { longevityYears: claims.longevityYears },
      language.locale,
    ),
  },
};
