import words from '../data/media/journeys/journeys.en-GB.json' with { type: 'json' };
import type { MediaRecord } from './media-frames.ts';

/**
 * The words of the Journeys page's cards: what each picture shows, by media key, in
 * `data/media/journeys/`. `journey-media.ts` joins them to the pictures.
 */
export const journeyMediaWords: Readonly<
  Record<keyof typeof words, Pick<MediaRecord, 'alt' | 'caption'>>
> = words;
