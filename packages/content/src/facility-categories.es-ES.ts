/** The floor plan's categories in Spanish. */
import type * as en from './facility-categories.ts';
import type { Words } from './words.ts';

export const facilityCategories: Words<typeof en.facilityCategories> = [
  { id: 'sauna', label: 'Sauna', tone: 'terracotta', icon: 'flame' },
  { id: 'steam', label: 'Vapor', tone: 'stone', icon: 'steam' },
  { id: 'scrub', label: 'Barro y exfoliación', tone: 'sand', icon: 'mountain' },
  { id: 'foot', label: 'Pies y rostro', tone: 'sage', icon: 'droplet' },
  { id: 'salt', label: 'Terapia de sal', tone: 'rose', icon: 'wind' },
  { id: 'cooling', label: 'Frío', tone: 'sky', icon: 'snowflake' },
  { id: 'hot', label: 'Baños calientes', tone: 'amber', icon: 'water' },
  { id: 'play', label: 'Ocio y descanso', tone: 'moss', icon: 'bed' },
  { id: 'entertain', label: 'Entretenimiento', tone: 'indigo', icon: 'star' },
  { id: 'nourish', label: 'Comida y bebida', tone: 'olive', icon: 'cup' },
  { id: 'touchless', label: 'Sin contacto', tone: 'plum', icon: 'sparkle' },
];

export const otherFacilityCategories: Words<typeof en.otherFacilityCategories> = {
  arrival: { label: 'Llegada', icon: 'users' },
  treatment: { label: 'Tratamientos', icon: 'spa' },
};
