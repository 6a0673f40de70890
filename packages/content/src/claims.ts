/**
 * The words that go with the constants' figures: the stats strip, the elemental showers, where
 * the travel times lead, and the claims the spec states in words ("over 25", "within 24 hours").
 * The figures themselves live once, in `constants.ts`; a language's build swaps this module for
 * its twin.
 */
import type { travelTimes } from './constants.ts';

/** The assessment's stated length. */
export const assessmentDuration = '5-7 minutes';

/** Where each travel time leads from (spec §9). */
export const travelPlaces = {
  faro: 'Faro airport',
  lisbon: 'Lisbon airport',
  seville: 'Seville',
} as const satisfies Record<(typeof travelTimes)[number]['id'], string>;

/**
 * Marketing stats strip. The round-the-clock access says whose it is: the circuit itself keeps
 * `circuitHours`.
 */
export const stats = [
  { value: '10k+', label: 'Guests' },
  { value: '15', label: 'Treatment rooms' },
  { value: '98%', label: 'Satisfaction' },
  { value: '24/7', label: 'Thermal access', detail: 'The hot pools, for staying guests' },
] as const;

/**
 * The elemental showers: the spec's quartet, one shower per element. Every description of them
 * (the spa page's station, the floor plan's facility, the photo's caption and alt text, the
 * guided sequences) reads this one list, so none names other elements or another number.
 */
export const elementalShowers = {
  group: 'quartet',
  elements: ['warm rain', 'cold bucket', 'misty fog', 'tropical downpour'],
} as const;

/** What the spec states in words rather than figures. */
export const claims = {
  longevityYears: 'nearly 10 years',
  contactResponse: 'within 24 hours',
  partnershipResponse: 'within 12 hours on business days',
  stationsStated: 'over 25',
} as const;
