/** The words search engines and link previews read about the resort, in European Portuguese. */
import type { Words } from './words.ts';
import type * as en from './findability-words.ts';

export const socialImageAlt: Words<typeof en.socialImageAlt> =
  'Alento: as colinas do Alentejo na luz dourada do fim da tarde';

export const facilityAmenities: Words<typeof en.facilityAmenities> = [
  'Circuito de spa ao ritmo de cada um',
  'Acesso termal 24 horas por dia para hóspedes alojados',
  'Campos de ténis',
  'Campos de padel',
  'Restaurante',
  'Café de bem-estar',
  'Alojamento na floresta',
  'Programa para crianças',
];

export const pricedExperienceNames: Words<typeof en.pricedExperienceNames> = {
  thermalSanctuaryJourney: 'Percurso do Santuário Termal',
  alentejoEarthRitual: 'Ritual Terra do Alentejo',
  dayPassFrom: 'Passe de dia',
  treatmentPackagesFrom: 'Pacotes de tratamentos',
};
