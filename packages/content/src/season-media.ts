import { family } from './media-frames.ts';
import { seasonMediaWords } from './season-media-words.ts';

/** Four photographs for each season on the Seasons page. */
export const seasonMedia = family('season', seasonMediaWords, [
  { key: 'season-spring-1' },
  { key: 'season-spring-2' },
  { key: 'season-spring-3' },
  { key: 'season-spring-4' },
  { key: 'season-summer-1' },
  { key: 'season-summer-2' },
  { key: 'season-summer-3' },
  { key: 'season-summer-4' },
  { key: 'season-autumn-1' },
  { key: 'season-autumn-2' },
  { key: 'season-autumn-3' },
  { key: 'season-autumn-4' },
  { key: 'season-winter-1' },
  { key: 'season-winter-2' },
  { key: 'season-winter-3' },
  { key: 'season-winter-4' },
] as const);
