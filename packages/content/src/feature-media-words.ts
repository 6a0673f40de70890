/**
 * The words of the feature cards: signature experiences, stays, sanctum pathways and dining venues: what each picture shows, by media key. `feature-media.ts` joins
 * them to the pictures.
 */

import { propertyClaims } from './constants.ts';
import { numberWord } from './format.ts';
import type { MediaRecord } from './media-frames.ts';

export const featureMediaWords = {
  'signature-thermal-sanctuary': {
    alt: 'A steaming stone pool beside a timber sauna at dusk, warm light in the sauna window.',
  },
  'signature-earth-ritual': {
    alt: 'Bowls of red clay, dried herbs and a folded linen towel on a stone bench among olive trees.',
  },
  'stay-wellness-suites': {
    alt: 'A whitewashed suite with a wide window over the hills, a low bed dressed in linen and a reading chair.',
  },
  'stay-garden-villas': {
    alt: 'A single-storey white villa with a terracotta roof, its own garden of lavender and olive trees.',
  },
  'stay-beehive-pods': {
    alt: 'Domed hexagonal timber pods with round doors, clustered in a meadow under the stars.',
  },
  'sanctum-biosanctum': {
    alt: 'A calm white room with a recovery bed, soft blue light panels and a window onto cork oaks.',
  },
  'sanctum-flow': {
    alt: `A winding path linking a sauna, steaming pools and a lake across ${numberWord(propertyClaims.sanctumFlowAcres)} acres of hillside.`,
  },
  'dining-restaurant': {
    alt: 'A long table set with bread, olives, grilled vegetables and wine under a vaulted whitewashed ceiling.',
  },
  'dining-cafe': {
    alt: 'A sunny cafe counter with green juices, bowls of fruit and fresh bread, a terrace beyond.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
