import { family } from './media-frames.ts';
import { facilityMediaWords } from './facility-media-words.ts';

/** Photos shown in the floor plan's popovers; other facilities have none. */
export const facilityMedia = family('facility', facilityMediaWords, [
  { key: 'facility-event-sauna' },
  { key: 'facility-event-hammam' },
  { key: 'facility-infrared-sauna-1' },
  { key: 'facility-rural-sauna-pond' },
  { key: 'facility-vitality-pool-bar' },
  { key: 'facility-walk-through-cold-plunge' },
  { key: 'facility-nature-biolake-immersive' },
  { key: 'facility-earth-onsen' },
  { key: 'facility-sky-bathing-floatation' },
  { key: 'facility-touchless-treatment-hut' },
  { key: 'facility-tea-house' },
  { key: 'facility-celestial-cinema' },
  { key: 'facility-beehive-space' },
  { key: 'facility-hay-relaxation-space' },
] as const);
