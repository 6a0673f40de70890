/**
 * The words search engines and link previews read about the resort: the sharing image's alt
 * text, the facilities the resort lists as amenities (spec §1) and the names of its priced
 * experiences. `findability.ts` joins them to the figures and the rooms' amenities.
 */
import type { prices } from './constants.ts';

/** What the sharing image shows (the build renders it from the resort's artwork). */
export const socialImageAlt = 'Alento: the Alentejo hills at golden hour';

/** The resort's facilities as guests book them; every room's amenities follow them. */
export const facilityAmenities = [
  'Self-paced spa circuit',
  'Thermal access around the clock for staying guests',
  'Tennis courts',
  'Padel courts',
  'Restaurant',
  'Wellness cafe',
  'Forest accommodation',
  "Kids' programme",
] as const;

/** The name of each priced experience, by its price's key. */
export const pricedExperienceNames = {
  thermalSanctuaryJourney: 'Thermal Sanctuary Journey',
  alentejoEarthRitual: 'Alentejo Earth Ritual',
  dayPassFrom: 'Day Pass',
  treatmentPackagesFrom: 'Treatment Packages',
} as const satisfies Record<keyof typeof prices, string>;
