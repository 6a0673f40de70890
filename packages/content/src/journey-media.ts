import { family } from './media-frames.ts';
import { journeyMediaWords } from './journey-media-words.ts';

/** The six journeys of the Journeys page. */
export const journeyMedia = family('journey', journeyMediaWords, [
  { key: 'journey-spa-circuit' },
  { key: 'journey-movement' },
  { key: 'journey-vitality' },
  { key: 'journey-rest' },
  { key: 'journey-nature' },
  { key: 'journey-retreats' },
] as const);
