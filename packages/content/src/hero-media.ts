import { heroMediaWords } from './hero-media-words.ts';
import { family } from './media-frames.ts';

/** One hero picture per page. */
export const heroMedia = family('hero', heroMediaWords, [
  { key: 'hero-home' },
  { key: 'hero-spa' },
  { key: 'hero-sanctum' },
  { key: 'hero-approach' },
  { key: 'hero-booking' },
  { key: 'hero-programs' },
  { key: 'hero-dining' },
  { key: 'hero-spaces' },
  { key: 'hero-location' },
  { key: 'hero-contact' },
  { key: 'hero-concierge' },
  { key: 'hero-racket-club' },
  { key: 'hero-experiences' },
  { key: 'hero-stays' },
  { key: 'hero-ai' },
  { key: 'hero-seasons' },
  { key: 'hero-partners' },
  { key: 'hero-holistic-landcare' },
] as const);
