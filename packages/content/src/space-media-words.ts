/**
 * The words of the Spaces page's grid and gallery: what each picture shows and, where the page prints one, its
 * caption, by media key. `space-media.ts` joins them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const spaceMediaWords = {
  'space-wellness-suites': {
    alt: 'A whitewashed suite with a low linen bed and a window over the hills.',
  },
  'space-garden-villas': {
    alt: 'A white villa with a terracotta roof in a garden of lavender and olive trees.',
  },
  'space-beehive-pods': {
    alt: 'Domed hexagonal pods clustered in a meadow.',
  },
  'space-thermal-circuit': {
    alt: 'A timber sauna and steaming stone pools joined by a gravel path.',
  },
  'space-onsen-garden': {
    alt: 'Stone-rimmed hot pools in a garden of grasses, steam rising.',
  },
  'space-biolake': {
    alt: 'A natural lake with a wooden jetty and reeds.',
  },
  'space-tennis-courts': {
    alt: 'A terracotta clay tennis court among cork oaks.',
  },
  'space-padel-courts': {
    alt: 'A blue padel court enclosed by glass walls.',
  },
  'space-restaurant': {
    alt: 'A long table set for dinner under a vaulted whitewashed ceiling.',
  },
  'space-wellness-cafe': {
    alt: 'A sunny cafe counter with juices and fresh bread.',
  },
  'space-tea-house': {
    alt: 'A timber tea pavilion with lanterns beside a pond.',
  },
  'space-celestial-cinema': {
    alt: 'Reclining seats under a dome open to the stars, facing a screen.',
  },
  'space-risehall': {
    alt: 'A tall timber hall with a wall of windows and yoga mats on the floor.',
  },
  'space-creative-studio': {
    alt: 'A studio with an easel and clay pots by a window onto the hills.',
  },
  'space-kids-meadow': {
    alt: 'A rope swing on a cork oak and a tree house above a meadow.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
