/** The alt texts of the drawn floor plan and map, and its zones' names, in Castilian Spanish. */
import type * as en from './plan-media-words.ts';
import type { Words } from './words.ts';

export const planMediaWords: Words<typeof en.planMediaWords> = {
  'floor-plan': {
    alt: 'Plano ilustrado del recinto del spa: un lago y biopiscinas, las saunas agrupadas, una hilera de cabañas de tratamientos, las piscinas onsen, la casa de té y el cine, unidos por caminos.',
  },
  'location-map': {
    alt: 'Mapa del sur de Portugal y Andalucía: Alento en las colinas del Alentejo, Lisboa al noroeste, Faro en la costa sur y Sevilla al este.',
  },
};

export const planZoneNames: Words<typeof en.planZoneNames> = {
  lake: 'El lago',
  biopools: 'Biopiscinas y paseo Kneipp',
  saunas: 'Saunas',
  steam: 'Hammam y barro',
  cooling: 'Piscina de agua fría y duchas',
  'hot-baths': 'Onsen y baños calientes',
  treatments: 'Cabañas de tratamientos',
  vitality: 'Piscina de vitalidad, bar y restaurante',
  'play-rest': 'Casa de té, cine y descanso',
  sanctum: 'Sanctum y entrada',
  'food-truck': 'Furgoneta de comida',
};
