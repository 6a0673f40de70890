import { family } from './media-frames.ts';
import { spaceMediaWords } from './space-media-words.ts';

/** The grid of fifteen spaces on the Spaces page. */
export const spaceMedia = family('space', spaceMediaWords, [
  { key: 'space-wellness-suites' },
  { key: 'space-garden-villas' },
  { key: 'space-beehive-pods' },
  { key: 'space-thermal-circuit' },
  { key: 'space-onsen-garden' },
  { key: 'space-biolake' },
  { key: 'space-tennis-courts' },
  { key: 'space-padel-courts' },
  { key: 'space-restaurant' },
  { key: 'space-wellness-cafe' },
  { key: 'space-tea-house' },
  { key: 'space-celestial-cinema' },
  { key: 'space-risehall' },
  { key: 'space-creative-studio' },
  { key: 'space-kids-meadow' },
] as const);
