/** The words search engines and link previews read about the resort, in Spanish. */
import type { Words } from './words.ts';
import type * as en from './findability-words.ts';

export const socialImageAlt: Words<typeof en.socialImageAlt> =
  'Alento: las colinas del Alentejo con la luz dorada del atardecer';

export const facilityAmenities: Words<typeof en.facilityAmenities> = [
  'Circuito de spa a ritmo libre',
  'Acceso termal las 24 horas para huéspedes alojados',
  'Pistas de tenis',
  'Pistas de pádel',
  'Restaurante',
  'Café de bienestar',
  'Alojamiento en el bosque',
  'Programa infantil',
];

export const pricedExperienceNames: Words<typeof en.pricedExperienceNames> = {
  thermalSanctuaryJourney: 'Recorrido del Santuario Termal',
  alentejoEarthRitual: 'Ritual Tierra del Alentejo',
  dayPassFrom: 'Pase de día',
  treatmentPackagesFrom: 'Paquetes de tratamientos',
};
