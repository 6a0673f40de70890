/**
 * The words of the floor plan's facility popovers: what each picture shows and, where the page prints one, its
 * caption, by media key. `facility-media.ts` joins them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const facilityMediaWords = {
  'facility-event-sauna': {
    alt: 'The event sauna: a wide timber hall with tiered benches and a stove of hot stones.',
  },
  'facility-event-hammam': {
    alt: 'The event hammam: a domed stone room with star skylights and a marble platform in steam.',
  },
  'facility-infrared-sauna-1': {
    alt: 'A compact cedar infrared sauna cabin glowing with warm red light panels.',
  },
  'facility-rural-sauna-pond': {
    alt: 'A small stone-and-timber sauna by a pond, a wooden ladder leading into the water.',
  },
  'facility-vitality-pool-bar': {
    alt: 'A stone bar at the edge of the pool, stools in the water and juices on the counter.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'A long narrow channel of ice-blue water with steps down at each end and a handrail.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'A wide natural lake with a floating deck, reeds along the shore and hills behind.',
  },
  'facility-earth-onsen': {
    alt: 'Stone-rimmed hot pools stepping down the hill, steam rising from the water.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'A dark floatation pool open to a night sky full of stars.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'A small white hut where arcs of warm water jets ripple over a treatment bed.',
  },
  'facility-tea-house': {
    alt: 'A timber tea pavilion with paper lanterns beside a pond.',
  },
  'facility-celestial-cinema': {
    alt: 'Reclining seats facing a large screen under a dome open to the stars.',
  },
  'facility-beehive-space': {
    alt: 'Domed hexagonal pods of timber and clay clustered in a wildflower meadow.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Round hay bales and soft blankets in a barn with light slanting through the slats.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
