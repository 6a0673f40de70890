import { featureMediaWords } from './feature-media-words.ts';
import { family } from './media-frames.ts';

/** Cards of the home page's signature experiences, the stays types and the sanctum pathways. */
export const featureMedia = [
  ...family('signature', featureMediaWords, [
    { key: 'signature-thermal-sanctuary' },
    { key: 'signature-earth-ritual' },
  ] as const),
  ...family('stay', featureMediaWords, [
    { key: 'stay-wellness-suites' },
    { key: 'stay-garden-villas' },
    { key: 'stay-beehive-pods' },
  ] as const),
  ...family('sanctum', featureMediaWords, [
    { key: 'sanctum-biosanctum' },
    { key: 'sanctum-flow' },
  ] as const),
  ...family('dining', featureMediaWords, [
    { key: 'dining-restaurant' },
    { key: 'dining-cafe' },
  ] as const),
] as const;
