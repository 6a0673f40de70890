import { family } from './media-frames.ts';
import { experienceMediaWords } from './experience-media-words.ts';

/** The ten experience cards of the Experiences page, by experience id. */
export const experienceMedia = family('experience', experienceMediaWords, [
  { key: 'experience-sanctum-flow' },
  { key: 'experience-vitality-circuits' },
  { key: 'experience-nature-stays' },
  { key: 'experience-nature-immersions' },
  { key: 'experience-rest-stillness' },
  { key: 'experience-creative-soul-spaces' },
  { key: 'experience-risehall' },
  { key: 'experience-alento-club' },
  { key: 'experience-kids-path' },
  { key: 'experience-ai-concierge' },
] as const);
