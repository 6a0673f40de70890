import data from '../../data/spa/stations/stations.en-GB.json' with { type: 'json' };
import { capacities, temperatures } from '../constants.ts';
import { elementalShowers } from '../claims.ts';
import type { SpaStationPlaceholder, SpaStationsRecord } from '../data/schemas/spa.ts';
import { capitalise, listOf, numberWord } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { placeName } from '../spa-places.ts';
import type { GuidanceId } from '../station-guidance.ts';
import type { SpaSectionId } from './spa-section-ids.ts';

/**
 * A station of the circuit as a section lists it: its name, a short line about it, and for a
 * station of heat, cold or water, its safety guidance.
 */
export interface SpaStation {
  readonly name: string;
  readonly detail: string;
  readonly guidance?: GuidanceId;
}

export interface SpaSection {
  /** One of `spaSectionIds`, which lists them in this order. */
  readonly id: SpaSectionId;
  readonly title: string;
  /** The facility category it belongs to (see facilities.ts), when it has one. */
  readonly category?: string;
  /** An Icon name of the design system. */
  readonly icon: string;
  readonly body: string;
  readonly stations: readonly SpaStation[];
  /** Media key of its picture, when it has one. */
  readonly image?: string;
}

/**
 * A section as the list holds it: one with a category or a picture has the field, one without
 * has none, so `'image' in section` tells them apart.
 */
export type SpaSectionEntry = Omit<SpaSection, 'category' | 'image'> &
  (object | { readonly category: string }) &
  (object | { readonly image: MediaKey });

const record = data as SpaStationsRecord;
const locale = language.locale;

/** A temperature in a station's line, as the page's language writes it in a sentence. */
const inText = (range: { readonly min: number; readonly max: number }) =>
  fillPlaceholders(record.temperatureInText, range, locale);

/** The three treatments a guest chooses from in the touchless treatment hut, by their names. */
export const touchlessOptions = record.touchlessOptions.map(placeName) as unknown as readonly [
  string,
  string,
  string,
];

/**
 * The figures a station's line may name, written as the page's language writes them. Counts in
 * words agree with "pessoas", "personas" and "cabinas", which are feminine.
 */
const figures: Record<SpaStationPlaceholder, string> = {
  showSaunaGuests: String(capacities.showSaunaGuests),
  eventHammamGuests: String(capacities.eventHammamGuests),
  infraredSaunasAtStart: capitalise(
    numberWord(capacities.infraredSaunas, locale, 'feminine'),
    locale,
  ),
  infraredSauna: inText(temperatures.infraredSauna),
  kneippBiopools: String(capacities.kneippBiopools),
  saltRoomGuests: numberWord(capacities.saltRoomGuests, locale, 'feminine'),
  coldPlunge: inText(temperatures.coldPlunge),
  biopool: inText(temperatures.biopool),
  showerGroup: elementalShowers.group,
  showerElements: listOf(elementalShowers.elements, locale),
  earthOnsen: inText(temperatures.earthOnsen),
  cinemaGuests: numberWord(capacities.cinemaGuests, locale, 'feminine'),
};

const [hydrojet, wavetouch, mineralSoak] = touchlessOptions;

/** A station's or a section's name: its place's, or its own where it is none of the shared places. */
function stationName(place: string | undefined, name: string | undefined): string {
  if (place !== undefined) return placeName(place);
  if (name === undefined)
    throw new Error('A spa section or station names neither a place nor itself');
  return name;
}

/**
 * The spa circuit's stations, grouped by what they do for a guest: the spa page's cards, and what
 * the structured data and the safety pages read. Their words are in `data/spa/stations/`, the
 * names of the places several parts of the site share in `data/spa/places/`; a module of their
 * own, beside the page's other words (`spa-overview.ts`) and its sequences (`spa-sequences.ts`).
 */
// The build checks the file against `spaStationsSchema` (section ids, categories and picture
// keys); a JSON file's inferred type cannot say which fields go together.
export const spaSections = record.sections.map(({ id, place, title, ...section }) => ({
  id,
  title: stationName(place, title),
  ...section,
  body: fillPlaceholders(section.body, { hydrojet, wavetouch, mineralSoak }, locale),
  stations: section.stations.map(({ place, name, detail, ...station }) => ({
    name: stationName(place, name),
    detail: fillPlaceholders(detail, figures, locale),
    ...station,
  })),
})) as readonly SpaSectionEntry[];
