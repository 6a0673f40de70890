/**
 * The words of the Experiences page's cards: what each picture shows and, where the page prints one, its
 * caption, by media key. `experience-media.ts` joins them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const experienceMediaWords = {
  'experience-sanctum-flow': {
    alt: 'A path leading past a steaming onsen pool and a timber sauna towards a lake at golden hour.',
  },
  'experience-vitality-circuits': {
    alt: 'Recovery stations in a bright pavilion: a red-light panel, a cold tub and a breathing mat.',
  },
  'experience-nature-stays': {
    alt: 'Domed pods and a white villa nestled among cork oaks at dusk, windows glowing.',
  },
  'experience-nature-immersions': {
    alt: 'A guest walking barefoot along a forest trail between cork oaks, sunlight filtering through.',
  },
  'experience-rest-stillness': {
    alt: 'A hammock strung between two olive trees above a still pond at dawn.',
  },
  'experience-creative-soul-spaces': {
    alt: 'A bright studio with an easel, clay pots on a wheel and a window onto the hills.',
  },
  'experience-risehall': {
    alt: 'A tall timber hall with a wall of windows at sunrise, yoga mats laid out on the floor.',
  },
  'experience-alento-club': {
    alt: 'A clay tennis court and a glass-walled padel court side by side among cork oaks.',
  },
  'experience-kids-path': {
    alt: 'A rope swing on a cork oak and a small wooden tree house above a meadow path.',
  },
  'experience-ai-concierge': {
    alt: 'A tablet on a linen cushion showing a planned spa day as a path of stations, a cup of tea beside it.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
