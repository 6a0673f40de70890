import spacesData from '../../data/pages/spaces/spaces.en-GB.json' with { type: 'json' };
import type { CallToAction, PageAction } from '../actions.ts';
import type { SpacesPageRecord } from '../data/schemas/spaces.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Spaces page (the spec's "other experiences layout", served at /spaces): nine feature cards
 * and the grid of fifteen spaces across the grounds. The words, links and pictures are in
 * `data/pages/spaces/`.
 */

// The build checks the file against `spacesPageSchema`; its picture keys are the catalogue's.
const page = spacesData as SpacesPageRecord;

/** Anchor of the grid of spaces, so the "Nature Stays" card on this very page leads to it. */
export const spacesGridId = 'all-spaces';

export interface SpaceFeature {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
  readonly action: PageAction;
}

export const spaceFeatures: readonly (SpaceFeature & { readonly action: CallToAction })[] =
  page.features;

export interface Space {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Media key: `space-<id>`. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

export const spaces: readonly (Space & { readonly action: CallToAction })[] = page.spaces;

export const spacesPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly featuresHeading: string;
  readonly featuresIntro: string;
  readonly gridHeading: string;
  readonly gridIntro: string;
  readonly gallery: CallToAction;
} = {
  heroImage: page.heroImage,
  intro: page.intro,
  featuresHeading: page.featuresHeading,
  featuresIntro: page.featuresIntro,
  gridHeading: page.gridHeading,
  gridIntro: page.gridIntro,
  gallery: page.gallery,
};
