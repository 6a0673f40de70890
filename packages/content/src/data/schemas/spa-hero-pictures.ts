import type * as v from 'valibot';
import { captionedPictureWords } from './picture-words.ts';

/** The photographs of the spa page's carousel, in the order it shows them. */
const spaHeroKeys = [
  'spa-hero-01',
  'spa-hero-02',
  'spa-hero-03',
  'spa-hero-04',
  'spa-hero-05',
  'spa-hero-06',
  'spa-hero-07',
  'spa-hero-08',
  'spa-hero-09',
  'spa-hero-10',
  'spa-hero-11',
  'spa-hero-12',
  'spa-hero-13',
  'spa-hero-14',
  'spa-hero-15',
  'spa-hero-16',
] as const;

/** The words of the spa page's carousel; the figures its captions state are placeholders. */
export const spaHeroPicturesSchema = captionedPictureWords(spaHeroKeys, {
  alt: 320,
  caption: 220,
  placeholders: {
    'spa-hero-01': ['guests'],
    'spa-hero-05': ['guests'],
    'spa-hero-06': ['temperature'],
    'spa-hero-07': ['temperature'],
    'spa-hero-08': ['temperature'],
    'spa-hero-09': ['biopools'],
    'spa-hero-10': ['showers', 'group', 'elements'],
    'spa-hero-15': ['guests'],
  },
});

export type SpaHeroPictures = v.InferOutput<typeof spaHeroPicturesSchema>;
