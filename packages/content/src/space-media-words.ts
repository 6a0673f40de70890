/**
 * The words of the Spaces page's grid and gallery: what each picture shows and, where the page
 * prints one, its caption, by media key. They are in `data/media/spaces/`; `space-media.ts` joins
 * them to the pictures.
 */

import spaceMedia from '../data/media/spaces/spaces.en-GB.json' with { type: 'json' };
import type { MediaRecord } from './media-frames.ts';

export const spaceMediaWords = spaceMedia satisfies Record<
  string,
  Pick<MediaRecord, 'alt' | 'caption'>
>;
