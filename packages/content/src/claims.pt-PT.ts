/** The words that go with the constants' figures, in European Portuguese. */
import type * as en from './claims.ts';
import type { Words } from './words.ts';

export const assessmentDuration: Words<typeof en.assessmentDuration> = '5 a 7 minutos';

export const travelPlaces: Words<typeof en.travelPlaces> = {
  faro: 'aeroporto de Faro',
  lisbon: 'aeroporto de Lisboa',
  seville: 'Sevilha',
};

export const stats: Words<typeof en.stats> = [
  { value: '+10 mil', label: 'Hóspedes' },
  { value: '15', label: 'Salas de tratamento' },
  { value: '98%', label: 'Satisfação' },
  { value: '24/7', label: 'Acesso termal', detail: 'As piscinas quentes, para hóspedes alojados' },
];

export const elementalShowers: Words<typeof en.elementalShowers> = {
  group: 'quarteto',
  elements: ['chuva morna', 'balde de água fria', 'névoa', 'chuva tropical'],
};

export const claims: Words<typeof en.claims> = {
  longevityYears: 'quase 10 anos',
  contactResponse: 'em menos de 24 horas',
  partnershipResponse: 'em menos de 12 horas nos dias úteis',
  stationsStated: 'mais de 25',
};
