import { familyHours, guestAges, stationMinutes, temperatures } from './constants.ts';
import { formatClock, formatTemperature } from './format.ts';
import { formatMinutes } from './guidance-format.ts';
import { careWords, guidanceLabels, guidanceWords } from './safety-words.ts';

/**
 * Safety guidance for every station of the circuit with heat, cold or immersion: one record per
 * kind of station (every sauna of the same kind shares one), which the stations reference by id
 * (`guidance` on a facility of the floor plan and on a station of the spa page). A record holds
 * figures and choices only, from the constants; its words are in `safety-words.ts`, which each
 * language's build swaps for its twin, so the lookups below answer in the page's language while
 * this module is the same in every language.
 */

/**
 * The kinds of station that carry guidance, in the rhythm of the circuit: heat (hottest first),
 * the contrast pools, cold (coldest first), then the open water. The safety page's table follows
 * this order.
 */
export const guidanceIds = [
  'sauna',
  'infraredSauna',
  'steamRoom',
  'onsen',
  'hotBath',
  'hydrotherapyPool',
  'floatation',
  'plungePools',
  'coldPlunge',
  'kneippWalk',
  'coldMist',
  'biopool',
  'biolake',
] as const;
export type GuidanceId = (typeof guidanceIds)[number];

export interface TemperatureRange {
  readonly min: number;
  readonly max: number;
}

/** The people a station asks to check with a doctor first. */
export type AskFirst = 'pregnancy' | 'heart';

/**
 * From what age a station is open, as the house rules set (`guestAges`): `familyPools`, one of
 * the family pools, open to children from that age with an adult, in family hours;
 * `wholeCircuit`, like all the heat and the cold, open from that age.
 */
export type ChildrenAdvice = 'familyPools' | 'wholeCircuit';

export interface GuidanceRecord {
  readonly id: GuidanceId;
  /** One range, or the hot and the cold side of a station that has both. */
  readonly temperature:
    TemperatureRange | { readonly hot: TemperatureRange; readonly cold: TemperatureRange };
  /** The recommended time, in minutes: for each visit, or for the whole session (`total`). */
  readonly minutes: TemperatureRange;
  readonly total?: true;
  /** Who should ask a doctor before using it; an empty list where the station is gentle. */
  readonly askFirst: readonly AskFirst[];
  readonly children: ChildrenAdvice;
}

/**
 * Every station here asks guests to leave it for another day after alcohol or with a fever, so
 * that is said for all of them (`careWords.skip`) rather than held per record.
 */
export const guidanceRecords = {
  sauna: {
    id: 'sauna',
    temperature: temperatures.sauna,
    minutes: stationMinutes.sauna,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  infraredSauna: {
    id: 'infraredSauna',
    temperature: temperatures.infraredSauna,
    minutes: stationMinutes.infraredSauna,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  steamRoom: {
    id: 'steamRoom',
    temperature: temperatures.steamRoom,
    minutes: stationMinutes.steamRoom,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  onsen: {
    id: 'onsen',
    temperature: temperatures.earthOnsen,
    minutes: stationMinutes.onsen,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  hotBath: {
    id: 'hotBath',
    temperature: temperatures.hotBath,
    minutes: stationMinutes.hotBath,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  hydrotherapyPool: {
    id: 'hydrotherapyPool',
    temperature: temperatures.hydrotherapyPool,
    minutes: stationMinutes.hydrotherapyPool,
    askFirst: [],
    children: 'wholeCircuit',
  },
  floatation: {
    id: 'floatation',
    temperature: temperatures.floatation,
    minutes: stationMinutes.floatation,
    askFirst: [],
    children: 'wholeCircuit',
  },
  plungePools: {
    id: 'plungePools',
    temperature: { hot: temperatures.plungePoolHot, cold: temperatures.plungePoolCold },
    minutes: stationMinutes.plungePools,
    total: true,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  coldPlunge: {
    id: 'coldPlunge',
    temperature: temperatures.coldPlunge,
    minutes: stationMinutes.coldPlunge,
    askFirst: ['pregnancy', 'heart'],
    children: 'wholeCircuit',
  },
  kneippWalk: {
    id: 'kneippWalk',
    temperature: temperatures.kneippWalk,
    minutes: stationMinutes.kneippWalk,
    askFirst: ['heart'],
    children: 'familyPools',
  },
  coldMist: {
    id: 'coldMist',
    temperature: temperatures.coldMist,
    minutes: stationMinutes.coldMist,
    askFirst: [],
    children: 'wholeCircuit',
  },
  biopool: {
    id: 'biopool',
    temperature: temperatures.biopool,
    minutes: stationMinutes.biopool,
    askFirst: [],
    children: 'familyPools',
  },
  biolake: {
    id: 'biolake',
    temperature: temperatures.biolake,
    minutes: stationMinutes.biolake,
    askFirst: ['heart'],
    children: 'familyPools',
  },
} as const satisfies { readonly [K in GuidanceId]: GuidanceRecord & { readonly id: K } };

/** A station's guidance as a guest reads it, in the language of the pages being built. */
export interface StationGuidance {
  readonly id: GuidanceId;
  /** The stations of this kind, as the safety page's table names them. */
  readonly name: string;
  readonly temperature: string;
  /** The temperature one side to a line (the hot and the cold of the plunge pools), for tables. */
  readonly temperatureLines: readonly string[];
  /** The recommended time alone ("10-15 minutes", "10-15 minutes in all"), for the table. */
  readonly minutes: string;
  /** The recommended time with how to take it ("10-15 minutes a round, …"). */
  readonly time: string;
  /** How to cool down or warm up afterwards. */
  readonly after: string;
  /** Who should ask a doctor first or leave it for another day, in sentences. */
  readonly health: string;
}

/** A term and what it says: the shape the ui's note lists take. */
export interface GuidanceNote {
  readonly term: string;
  readonly detail: string;
}

function writeTemperature(temperature: GuidanceRecord['temperature']): string {
  return 'hot' in temperature
    ? guidanceLabels.hotAndCold(
        formatTemperature(temperature.hot),
        formatTemperature(temperature.cold),
      )
    : formatTemperature(temperature);
}

function temperatureLines(temperature: GuidanceRecord['temperature']): readonly string[] {
  return 'hot' in temperature
    ? [
        guidanceLabels.hotSide(formatTemperature(temperature.hot)),
        guidanceLabels.coldSide(formatTemperature(temperature.cold)),
      ]
    : [formatTemperature(temperature)];
}

/** The sentences on who should check first, skip it for the day, and from what age it is open. */
function writeHealth(record: GuidanceRecord): string {
  const sentences = [
    record.askFirst.length > 0
      ? careWords.askFirst(record.askFirst.map((who) => careWords.who[who]))
      : null,
    careWords.skip,
    record.children === 'familyPools'
      ? careWords.children.familyPools(
          guestAges.familyPools,
          formatClock(familyHours.from),
          formatClock(familyHours.to),
        )
      : careWords.children.wholeCircuit(guestAges.wholeCircuit),
  ];
  return sentences.filter((sentence) => sentence !== null).join(' ');
}

/** The guidance of a kind of station; throws on an unknown id, so a typo fails the build. */
export function stationGuidance(id: string): StationGuidance {
  const record = (guidanceRecords as Readonly<Record<string, GuidanceRecord>>)[id];
  if (!record) throw new Error(`No safety guidance "${id}"`);
  const words = guidanceWords[record.id];
  const span = formatMinutes(record.minutes);
  return {
    id: record.id,
    name: words.name,
    temperature: writeTemperature(record.temperature),
    temperatureLines: temperatureLines(record.temperature),
    minutes: record.total ? guidanceLabels.inAll(span) : span,
    time: words.time(span),
    after: words.after,
    health: writeHealth(record),
  };
}

/** A station's guidance as the list of notes the floor plan and the spa page show. */
export function guidanceNotes(id: string): readonly GuidanceNote[] {
  const guidance = stationGuidance(id);
  return [
    { term: guidanceLabels.temperature, detail: guidance.temperature },
    { term: guidanceLabels.time, detail: guidance.time },
    { term: guidanceLabels.after, detail: guidance.after },
    { term: guidanceLabels.health, detail: guidance.health },
  ];
}

/** Every kind of station in the order of `guidanceIds`: the safety page's table. */
export function allStationGuidance(): readonly StationGuidance[] {
  return guidanceIds.map(stationGuidance);
}
