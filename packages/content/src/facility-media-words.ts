import words from '../data/media/facilities/facilities.en-GB.json' with { type: 'json' };
import type { MediaRecord } from './media-frames.ts';

/**
 * The words of the floor plan's facility popovers: what each picture shows, by media key, in
 * `data/media/facilities/`. `facility-media.ts` joins them to the pictures.
 */
export const facilityMediaWords: Readonly<
  Record<keyof typeof words, Pick<MediaRecord, 'alt' | 'caption'>>
> = words;
