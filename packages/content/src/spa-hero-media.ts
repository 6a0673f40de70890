import { family } from './media-frames.ts';
import { spaHeroMediaWords } from './spa-hero-media-words.ts';

/** The 16 captioned photographs of the spa page's hero carousel, in the order of the loop. */
export const spaHeroMedia = family('spa-hero', spaHeroMediaWords, [
  { key: 'spa-hero-01' },
  { key: 'spa-hero-02' },
  { key: 'spa-hero-03', focal: { x: 50, y: 45 } },
  { key: 'spa-hero-04' },
  { key: 'spa-hero-05' },
  { key: 'spa-hero-06' },
  { key: 'spa-hero-07' },
  { key: 'spa-hero-08' },
  { key: 'spa-hero-09' },
  { key: 'spa-hero-10' },
  { key: 'spa-hero-11' },
  { key: 'spa-hero-12' },
  { key: 'spa-hero-13', focal: { x: 50, y: 40 } },
  { key: 'spa-hero-14' },
  { key: 'spa-hero-15' },
  { key: 'spa-hero-16' },
] as const);
