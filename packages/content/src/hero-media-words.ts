import heroPictures from '../data/media/hero-pictures/hero-pictures.en-GB.json' with { type: 'json' };
import type { HeroPicturesWords } from './data/schemas/media-words.ts';

/**
 * The words of each page's hero picture: what each picture shows, by media key, in
 * `data/media/hero-pictures/`. `hero-media.ts` joins them to the pictures.
 */
export const heroMediaWords: HeroPicturesWords = heroPictures;
