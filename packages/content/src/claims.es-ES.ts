/** The words that go with the constants' figures, in Spanish. */
import type * as en from './claims.ts';
import type { Words } from './words.ts';

export const assessmentDuration: Words<typeof en.assessmentDuration> = 'de 5 a 7 minutos';

export const travelPlaces: Words<typeof en.travelPlaces> = {
  faro: 'aeropuerto de Faro',
  lisbon: 'aeropuerto de Lisboa',
  seville: 'Sevilla',
};

export const stats: Words<typeof en.stats> = [
  { value: '+10.000', label: 'Huéspedes' },
  { value: '15', label: 'Salas de tratamiento' },
  { value: '98 %', label: 'Satisfacción' },
  {
    value: '24/7',
    label: 'Acceso termal',
    detail: 'Las piscinas calientes, para huéspedes alojados',
  },
];

export const elementalShowers: Words<typeof en.elementalShowers> = {
  group: 'cuarteto',
  elements: ['lluvia templada', 'cubo de agua fría', 'niebla', 'lluvia tropical'],
};

export const claims: Words<typeof en.claims> = {
  longevityYears: 'casi 10 años',
  contactResponse: 'en menos de 24 horas',
  partnershipResponse: 'en menos de 12 horas en días laborables',
  stationsStated: 'más de 25',
};
