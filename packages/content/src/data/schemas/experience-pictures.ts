import type * as v from 'valibot';
import { pictureWords } from './picture-words.ts';

/** The pictures of the Experiences page's cards, in the order of the cards. */
const experienceKeys = [
  'experience-sanctum-flow',
  'experience-vitality-circuits',
  'experience-nature-stays',
  'experience-nature-immersions',
  'experience-rest-stillness',
  'experience-creative-soul-spaces',
  'experience-risehall',
  'experience-alento-club',
  'experience-kids-path',
  'experience-ai-concierge',
] as const;

/** What each picture of the Experiences page's cards shows; the cards print no captions. */
export const experiencePicturesSchema = pictureWords(experienceKeys, { alt: 250 });

export type ExperiencePictures = v.InferOutput<typeof experiencePicturesSchema>;
