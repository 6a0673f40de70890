import pictures from '../data/media/season/season.en-GB.json' with { type: 'json' };
import type { MediaRecord } from './media-frames.ts';

/**
 * The words of the Seasons page's photographs: what each picture shows and, where the page prints one, its
 * caption, by media key. The words are in `data/media/season/`; `season-media.ts` joins them to
 * the pictures.
 */
export const seasonMediaWords = pictures satisfies Record<
  string,
  Pick<MediaRecord, 'alt' | 'caption'>
>;
