import data from '../data/facilities/floor-plan/facilities.en-GB.json' with { type: 'json' };
import { capacities, guestAges, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import type { FacilitiesRecord, FacilityPlaceholder } from './data/schemas/facilities.ts';
import { capitalise, formatTemperature, listOf, numberWord } from './format.ts';
import { language } from './language.ts';
import type { MediaKey } from './media.ts';
import type { Facility as ModelFacility } from './model/facilities.ts';
import { fillPlaceholders } from './placeholders.ts';
import { placeName } from './spa-places.ts';
import type { GuidanceId } from './station-guidance.ts';

/**
 * The spa grounds' facilities: the interactive floor plan's markers (spec §3 "Facility"). The
 * spec lists 34 ids for its 35 markers; decisions.md adds `elemental-showers` as the 35th.
 *
 * Their words, categories, icons and positions are in `data/facilities/floor-plan/`, and the name
 * of a facility that other parts of the site name too in `data/spa/places/`; the figures
 * a description or a feature names are filled in here, in the page's language. The categories'
 * words are in `facility-categories.ts`, and the ids, colours and lookups, which hold none, in
 * `facility-category-lookups.ts` and `facility-lookups.ts`.
 *
 * Positions sit on what the drawn plan shows (its zones are `floorPlanZones` in media.ts): the
 * biolake in the north-west with the floatation deck on its jetty, the biopools joined by the
 * Kneipp walk below it, the saunas together north of the hammam, the treatment huts in a row along
 * the northern edge, the onsen pools in the middle, the Sanctum building and its gate in the south.
 * Whole percents: the plan places markers by one class per percent.
 */

/** A place of the floor plan, with the kind of station whose safety guidance it carries. */
export interface Facility extends ModelFacility {
  /** Its safety guidance (temperature, time, after, who should ask first), for heat, cold and water. */
  readonly guidance?: GuidanceId;
}

const locale = language.locale;

const record = data as FacilitiesRecord;

/** A temperature as a description writes it, in the words of the page's language. */
const inText = (range: { readonly min: number; readonly max: number }) =>
  fillPlaceholders(record.temperatureInText, range, locale);

/**
 * The figures a facility's words may name, written as the page's language writes them. A count
 * of guests in words agrees with "pessoas" and "personas", which are feminine.
 */
const figures = (prose: boolean): Record<FacilityPlaceholder, string> => {
  const temperature = prose ? inText : formatTemperature;
  return {
    eventSaunaGuests: String(capacities.eventSaunaGuests),
    eventHammamGuests: String(capacities.eventHammamGuests),
    cinemaGuests: String(capacities.cinemaGuests),
    wholeCircuitAge: String(guestAges.wholeCircuit),
    infraredSaunaGuests: numberWord(capacities.infraredSaunaGuests, locale, 'feminine'),
    infraredSauna: temperature(temperatures.infraredSauna),
    coldPlunge: temperature(temperatures.coldPlunge),
    biopool: temperature(temperatures.biopool),
    earthOnsen: temperature(temperatures.earthOnsen),
    showerGroup: elementalShowers.group,
    showerElements: listOf(elementalShowers.elements),
    showerElementsAtStart: capitalise(listOf(elementalShowers.elements), locale),
    showerCountAtStart: capitalise(numberWord(elementalShowers.elements.length, locale), locale),
  };
};
const inDescription = figures(true);
const inFeature = figures(false);

/**
 * A facility as the list holds it: one with safety guidance or a picture has the field, one
 * without has none, so `'image' in facility` tells them apart.
 */
export type FacilityEntry = Omit<Facility, 'guidance' | 'image'> &
  (object | { readonly guidance: GuidanceId }) &
  (object | { readonly image: MediaKey });

/** A facility's name: its spa place's, where it is one, or its own. */
function placeOrName(id: string, place: string | undefined, name: string | undefined): string {
  if (place !== undefined) return placeName(place);
  if (name === undefined) throw new Error(`The facility "${id}" names neither a place nor itself`);
  return name;
}

// The build checks the file against `facilitiesSchema` (picture keys of the catalogue, guidance
// ids of the stations); a JSON file's inferred type cannot say which fields go together.
export const facilities = record.facilities.map(({ id, place, name, ...facility }) => ({
  id,
  name: placeOrName(id, place, name),
  ...facility,
  description: fillPlaceholders(facility.description, inDescription, locale),
  features: facility.features.map((feature) => fillPlaceholders(feature, inFeature, locale)),
})) as readonly FacilityEntry[];

export type FacilityId = Facility['id'];
