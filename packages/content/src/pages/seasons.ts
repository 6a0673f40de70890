import page from '../../data/pages/seasons/seasons.en-GB.json' with { type: 'json' };
import { comingSoon } from '../chrome.ts';
import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Seasons page (spec "Seasons"): four seasons, four pictures and two links each. The words
 * are in `data/pages/seasons/`; each season's pictures follow from its id.
 */

export interface Season {
  readonly id: 'spring' | 'summer' | 'autumn' | 'winter';
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  /** Media keys of the season's four pictures. */
  readonly images: readonly [MediaKey, MediaKey, MediaKey, MediaKey];
  readonly actions: readonly [PageAction, PageAction];
}

function seasonImages(id: Season['id']): Season['images'] {
  return [`season-${id}-1`, `season-${id}-2`, `season-${id}-3`, `season-${id}-4`] as const;
}

export const seasons: readonly Season[] = page.seasons.map((season) => {
  const id = season.id as Season['id'];
  const [first, second] = season.actions;
  if (!first || !second) throw new Error(`The season "${id}" needs two buttons`);
  return { ...season, id, images: seasonImages(id), actions: [first, second] };
});

export const seasonsPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly closing: {
    readonly heading: string;
    readonly text: string;
    readonly actions: readonly PageAction[];
  };
} = {
  heroImage: page.heroImage as MediaKey,
  intro: page.intro,
  closing: {
    ...page.closing,
    // The spec shows these two buttons without an action: they say so instead of pretending.
    actions: page.closing.actions.map((action) => ({ ...action, unavailable: comingSoon })),
  },
};
