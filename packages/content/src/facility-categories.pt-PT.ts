/** The floor plan's categories in European Portuguese. */
import type * as en from './facility-categories.ts';
import type { Words } from './words.ts';

export const facilityCategories: Words<typeof en.facilityCategories> = [
  { id: 'sauna', label: 'Sauna', tone: 'terracotta', icon: 'flame' },
  { id: 'steam', label: 'Vapor', tone: 'stone', icon: 'steam' },
  { id: 'scrub', label: 'Lama e esfoliação', tone: 'sand', icon: 'mountain' },
  { id: 'foot', label: 'Pés e rosto', tone: 'sage', icon: 'droplet' },
  { id: 'salt', label: 'Terapia de sal', tone: 'rose', icon: 'wind' },
  { id: 'cooling', label: 'Frio', tone: 'sky', icon: 'snowflake' },
  { id: 'hot', label: 'Banhos quentes', tone: 'amber', icon: 'water' },
  { id: 'play', label: 'Lazer e descanso', tone: 'moss', icon: 'bed' },
  { id: 'entertain', label: 'Entretenimento', tone: 'indigo', icon: 'star' },
  { id: 'nourish', label: 'Comida e bebida', tone: 'olive', icon: 'cup' },
  { id: 'touchless', label: 'Sem contacto', tone: 'plum', icon: 'sparkle' },
];

export const otherFacilityCategories: Words<typeof en.otherFacilityCategories> = {
  arrival: { label: 'Chegada', icon: 'users' },
  treatment: { label: 'Tratamentos', icon: 'spa' },
};
