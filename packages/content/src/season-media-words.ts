/**
 * The words of the Seasons page's photographs: what each picture shows and, where the page prints one, its
 * caption, by media key. `season-media.ts` joins them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const seasonMediaWords = {
  'season-spring-1': {
    alt: 'Almond trees in white and pink blossom on green rolling hills under a soft morning sky.',
  },
  'season-spring-2': {
    alt: 'A path winding through a meadow of yellow and purple wildflowers towards a whitewashed farmhouse.',
  },
  'season-spring-3': {
    alt: 'A stork standing in its nest on a chimney top, fresh green fields behind.',
  },
  'season-spring-4': {
    alt: 'Raised beds of spring herbs and lettuces in the kitchen garden, a watering can on the path.',
  },
  'season-summer-1': {
    alt: 'Golden wheat fields under a blazing sun, a lone cork oak casting a deep shadow.',
  },
  'season-summer-2': {
    alt: 'A swimmer in the turquoise natural pool at midday, a parasol and loungers on the deck.',
  },
  'season-summer-3': {
    alt: 'Rows of tall sunflowers facing the sun above ochre fields.',
  },
  'season-summer-4': {
    alt: 'A long dinner table under a cork oak strung with warm lights at sunset.',
  },
  'season-autumn-1': {
    alt: 'Vineyard rows turned amber and red, running over a hill towards a low evening sun.',
  },
  'season-autumn-2': {
    alt: 'Wicker baskets full of dark grapes between the vines at harvest.',
  },
  'season-autumn-3': {
    alt: 'Cork oaks with freshly stripped red trunks and stacks of curved cork bark at their feet.',
  },
  'season-autumn-4': {
    alt: 'A branch heavy with ripe pomegranates and golden leaves against a hazy sky.',
  },
  'season-winter-1': {
    alt: 'Soft rain falling over misty grey-green hills and a small farmhouse with a lit window.',
  },
  'season-winter-2': {
    alt: 'A crackling fire in a stone hearth, two armchairs and a rain-streaked window.',
  },
  'season-winter-3': {
    alt: 'Steam rising thickly from stone-rimmed hot pools on a cold misty morning.',
  },
  'season-winter-4': {
    alt: 'A barrel sauna glowing at night, chimney smoke drifting under a starry winter sky.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
