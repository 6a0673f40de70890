/**
 * The words of each page's hero picture: what each picture shows, by media key. `hero-media.ts` joins
 * them to the pictures.
 */

import type { MediaRecord } from './media-frames.ts';

export const heroMediaWords = {
  'hero-home': {
    alt: 'Rolling Alentejo hills at golden hour, a timber sauna and steaming pools among cork oaks.',
  },
  'hero-spa': {
    alt: 'Steam rising from stone pools beside a timber sauna, hills glowing at dusk.',
  },
  'hero-sanctum': {
    alt: 'Two paths parting in a meadow: one to a white sanctuary building, one to a lake with steaming pools.',
  },
  'hero-approach': {
    alt: 'A lone cork oak on a hill at sunrise, mist lying in the valleys.',
  },
  'hero-booking': {
    alt: 'A whitewashed gate in a stone wall opening onto a path towards the resort among cork oaks.',
  },
  'hero-programs': {
    alt: 'A path winding over rolling hills from a sauna to a lake to a grove, in evening light.',
  },
  'hero-dining': {
    alt: 'A long table laid outdoors under a cork oak at sunset, with bread, olives and wine.',
  },
  'hero-spaces': {
    alt: 'A whitewashed courtyard with arches framing the hills, olive trees in terracotta pots.',
  },
  'hero-location': {
    alt: 'A country road winding through cork oak hills towards white houses on a ridge.',
  },
  'hero-contact': {
    alt: 'A whitewashed house front with a blue-painted door and a bench in the shade of an olive tree.',
  },
  'hero-concierge': {
    alt: 'A night sky full of stars over the hills, a glowing path of stations drawn across the land.',
  },
  'hero-racket-club': {
    alt: 'A clay tennis court and a glass-walled padel court in the hills at golden hour.',
  },
  'hero-experiences': {
    alt: 'A wide view of the resort: saunas, pools, a lake and domed pods spread across the hills.',
  },
  'hero-stays': {
    alt: 'Domed pods and white villas among cork oaks under a deep blue evening sky.',
  },
  'hero-ai': {
    alt: 'Constellations joined by fine lines above the night-time hills and a softly lit pavilion.',
  },
  'hero-seasons': {
    alt: 'One hillside seen through the year, blossom, gold, amber vines and winter rain in four bands.',
  },
  'hero-partners': {
    alt: 'The resort in its valley at sunset: white buildings, a lake and cork oak forest to the horizon.',
  },
  'hero-holistic-landcare': {
    alt: 'Hands planting a young cork oak in terraced soil, a regenerated green valley behind.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
