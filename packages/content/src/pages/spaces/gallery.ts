import type { PageAction } from '../../actions.ts';
import type { MediaKey } from '../../media.ts';
import type { GalleryItem as ModelGalleryItem } from '../../model/experiences.ts';
import { spaces } from '../spaces.ts';

export interface GalleryItem extends ModelGalleryItem {
  /** Media key; the catalogue gives the picture's alt text. */
  readonly image: MediaKey;
}

/** The gallery of the spaces (/spaces/gallery): each space's picture, with its name and a line. */
export const spacesGallery = {
  intro:
    'A slow walk across the grounds in fifteen pictures: where you will sleep, bathe, play, eat and do nothing at all. Choose a picture to see it larger.',
  heading: 'The Spaces in Pictures',
  openLabel: 'View larger',
  dialogLabel: 'Picture viewer',
  previousLabel: 'Previous picture',
  nextLabel: 'Next picture',
  closeLabel: 'Close the viewer',
  closingHeading: 'Come and See Them for Yourself',
  items: spaces.map((space) => ({
    id: space.id,
    image: space.image,
    title: space.title,
    caption: space.description,
  })),
  actions: [
    { label: 'Back to the Spaces', href: '/spaces' },
    { label: 'Book a Visit', href: '/booking' },
  ],
} as const satisfies {
  intro: string;
  heading: string;
  openLabel: string;
  dialogLabel: string;
  previousLabel: string;
  nextLabel: string;
  closeLabel: string;
  closingHeading: string;
  items: readonly GalleryItem[];
  actions: readonly PageAction[];
};
