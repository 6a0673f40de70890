/**
 * The words search engines and link previews read about the resort: the sharing image's alt
 * text, the facilities the resort lists as amenities (spec §1) and the names of its priced
 * experiences. The words are in `data/findability/`; `findability.ts` joins them to the figures
 * and the rooms' amenities.
 */
import record from '../data/findability/findability.en-GB.json' with { type: 'json' };
import type { prices } from './constants.ts';
import type { Findability } from './data/schemas/findability.ts';

const words: Findability = record;

/** What the sharing image shows (the build renders it from the resort's artwork). */
export const socialImageAlt: string = words.socialImageAlt;

/** The resort's facilities as guests book them; every room's amenities follow them. */
export const facilityAmenities: readonly string[] = words.facilityAmenities;

/** The name of each priced experience, by its price's key. */
export const pricedExperienceNames: Readonly<Record<keyof typeof prices, string>> =
  words.pricedExperienceNames;
