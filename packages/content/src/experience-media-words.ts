/**
 * The words of the Experiences page's cards: what each picture shows, by media key. The words are
 * the team's, in `data/media/experiences/`. `experience-media.ts` joins them to the pictures.
 */

import pictures from '../data/media/experiences/experiences.en-GB.json' with { type: 'json' };
import type { ExperiencePictures } from './data/schemas/experience-pictures.ts';
import type { MediaRecord } from './media-frames.ts';

export const experienceMediaWords = pictures satisfies ExperiencePictures satisfies Record<
  string,
  Pick<MediaRecord, 'alt' | 'caption'>
>;
