import page from '../../data/pages/programs/programs.en-GB.json' with { type: 'json' };
import type { CallToAction as Link, PageAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The Journeys page (spec "Journeys page", served at /programs): six ways to spend time at the
 * resort, each with its button, and the concierge block. The words are in `data/pages/programs/`;
 * each card's picture is its id's, and the number of stations is the site's claim.
 */

export interface JourneyCard {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  /** Media key: `journey-<id>`. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

export const journeys: readonly (JourneyCard & { readonly action: Link })[] = page.journeys.map(
  (journey) => ({
    ...journey,
    description: fillPlaceholders(
      journey.description,
      { stations: capitalise(claims.stationsStated, language.locale) },
      language.locale,
    ),
    image: `journey-${journey.id}` as MediaKey,
  }),
);

export const journeysPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly cardsHeading: string;
  readonly concierge: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly text: string;
    readonly actions: readonly Link[];
  };
} = {
  heroImage: page.heroImage as MediaKey,
  intro: page.intro,
  cardsHeading: page.cardsHeading,
  concierge: page.concierge,
};
