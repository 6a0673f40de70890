/**
 * The words of the Journeys page's cards: what each picture shows and, where the page prints one, its
 * caption, by media key. `journey-media.ts` joins them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const journeyMediaWords = {
  'journey-spa-circuit': {
    alt: 'A loop of path linking a sauna, a hammam dome, a cold plunge tub and steaming pools.',
  },
  'journey-movement': {
    alt: 'A padel racket and a tennis ball on the clay of a court at morning.',
  },
  'journey-vitality': {
    alt: 'A glass of green juice, a red-light panel and an ice-blue plunge tub in a bright pavilion.',
  },
  'journey-rest': {
    alt: 'A hammock between olive trees over a still pond at dawn.',
  },
  'journey-nature': {
    alt: 'A trail through cork oaks over rolling hills, a bench at the viewpoint.',
  },
  'journey-retreats': {
    alt: 'A circle of meditation cushions on a terrace looking over the hills at sunset.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
