import gallery from '../../../data/pages/spaces/gallery/gallery.en-GB.json' with { type: 'json' };
import type { CallToAction } from '../../actions.ts';
import type { SpacesGalleryRecord } from '../../data/schemas/spaces.ts';
import type { MediaKey } from '../../media.ts';
import type { GalleryItem as ModelGalleryItem } from '../../model/experiences.ts';
import { spaces } from '../spaces.ts';

export interface GalleryItem extends ModelGalleryItem {
  /** Media key; the catalogue gives the picture's alt text. */
  readonly image: MediaKey;
}

const words: SpacesGalleryRecord = gallery;

/**
 * The gallery of the spaces (/spaces/gallery): each space's picture, with its name and a line.
 * The page's own words are in `data/pages/spaces/gallery/`; the pictures and their captions are
 * the Spaces page's.
 */
export const spacesGallery: {
  readonly intro: string;
  readonly heading: string;
  readonly openLabel: string;
  readonly dialogLabel: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly closeLabel: string;
  readonly closingHeading: string;
  readonly items: readonly GalleryItem[];
  readonly actions: readonly CallToAction[];
} = {
  intro: words.intro,
  heading: words.heading,
  openLabel: words.openLabel,
  dialogLabel: words.dialogLabel,
  previousLabel: words.previousLabel,
  nextLabel: words.nextLabel,
  closeLabel: words.closeLabel,
  closingHeading: words.closingHeading,
  items: spaces.map((space) => ({
    id: space.id,
    image: space.image,
    title: space.title,
    caption: space.description,
  })),
  actions: words.actions,
};
