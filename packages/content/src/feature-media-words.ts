import featurePictures from '../data/media/feature-pictures/feature-pictures.en-GB.json' with { type: 'json' };
import { propertyClaims } from './constants.ts';
import type { FeaturePicturesWords } from './data/schemas/media-words.ts';
import { hectaresOver, numberWord } from './format.ts';
import { language } from './language.ts';
import type { Locale } from './languages.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The words of the feature cards: signature experiences, stays, sanctum pathways and dining
 * venues: what each picture shows, by media key, in `data/media/feature-pictures/`.
 * `feature-media.ts` joins them to the pictures. The circuit's size is filled in here, as the
 * page's language measures land: English in acres, Portuguese and Spanish in hectares.
 */

const acres = propertyClaims.sanctumFlowAcres;
const areaIn: Record<Locale, string> = {
  'en-GB': numberWord(acres, 'en-GB'),
  'pt-PT': String(hectaresOver(acres)),
  'es-ES': String(hectaresOver(acres)),
};
const figures = { area: areaIn[language.locale] };

export const featureMediaWords = Object.fromEntries(
  Object.entries(featurePictures).map(([key, words]) => [
    key,
    { alt: fillPlaceholders(words.alt, figures, language.locale) },
  ]),
) as FeaturePicturesWords;
