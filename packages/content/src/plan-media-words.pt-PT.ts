/** The alt texts of the drawn floor plan and map, and its zones' names, in European Portuguese. */
import type * as en from './plan-media-words.ts';
import type { Words } from './words.ts';

export const planMediaWords: Words<typeof en.planMediaWords> = {
  'floor-plan': {
    alt: 'Planta ilustrada do recinto do spa: um lago e piscinas biológicas, as saunas agrupadas, uma fila de cabanas de tratamentos, as piscinas onsen, a casa de chá e o cinema, ligados por caminhos.',
  },
  'location-map': {
    alt: 'Mapa do sul de Portugal e da Andaluzia: o Alento nas colinas do Alentejo, Lisboa a noroeste, Faro na costa sul e Sevilha a leste.',
  },
};

export const planZoneNames: Words<typeof en.planZoneNames> = {
  lake: 'O lago',
  biopools: 'Piscinas biológicas e caminho Kneipp',
  saunas: 'Saunas',
  steam: 'Hammam e lama',
  cooling: 'Tanque de água fria e duches',
  'hot-baths': 'Onsen e banhos quentes',
  treatments: 'Cabanas de tratamentos',
  vitality: 'Piscina de vitalidade, bar e restaurante',
  'play-rest': 'Casa de chá, cinema e descanso',
  sanctum: 'Sanctum e entrada',
  'food-truck': 'Carrinha de comida',
};
