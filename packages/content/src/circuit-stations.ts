import stationsData from '../data/spa/stations/stations.en-GB.json' with { type: 'json' };
import { guestAges } from './constants.ts';
import { facilities } from './facilities.ts';
import { placeName } from './spa-places.ts';
import { guidanceRecords, stationGuidance } from './station-guidance.ts';
import type { GuidanceId } from './station-guidance.ts';

/**
 * The stations of the circuit planner (/circuit), as one table computed from the records that
 * describe them: names from the floor plan and the spa places, kinds from their categories,
 * starting minutes, longest stays and ages from their safety guidance. This module exports data
 * only: the site's build evaluates it in the page's language and ships the table alone, without
 * the records it is computed from (`apps/web/language/build-time-tables.ts`).
 */

/** What a run of steps does for the body, read from each station's category. */
export type RoundKind = 'heat' | 'cool' | 'rest';

/**
 * The one table from a station's category (the floor plan's, or for a place that is not on the
 * plan, the category of the spa page's section that lists it) to its kind of round, except that a
 * heat station whose water is at body warmth or below (`bodyWarmth`) is a rest. The Kneipp walk is the planner's one station of the foot category, so foot counts as cool; the mud rinse
 * shower (scrub) is neither hot nor cold, so it counts as a pause.
 */
export const roundKindOfCategory: Readonly<Record<string, RoundKind>> = {
  sauna: 'heat',
  steam: 'heat',
  hot: 'heat',
  cooling: 'cool',
  foot: 'cool',
  scrub: 'rest',
  play: 'rest',
  nourish: 'rest',
  entertain: 'rest',
  touchless: 'rest',
  treatment: 'rest',
};

/**
 * The stations a guest can put in a circuit, by id, in the order the short link numbers them: a
 * link holds each station's place in this list, so a station is only ever added at the end (a
 * change of order needs a new link version). They are the floor plan's facilities, without the
 * way in (the Sanctum building and its touchless entry) and the treatments' waiting room, and the
 * three spa places with safety guidance that the plan does not draw.
 */
export const circuitStationIds = [
  'event-sauna',
  'rural-sauna-pond',
  'infrared-sauna-1',
  'infrared-sauna-2',
  'event-hammam',
  'earth-onsen',
  'private-hot-baths-single',
  'private-hot-baths-multi',
  'sky-bathing-floatation',
  'hydrotherapy-pool',
  'walk-through-cold-plunge',
  'plunge-pools-biohacking',
  'biopool-sauna-hammam',
  'nature-biolake-immersive',
  'kneipp-walk',
  'cold-mist',
  'elemental-showers',
  'rinse-showers-sauna',
  'larger-rinse-shower-mud',
  'hay-relaxation-space',
  'lounger-zones',
  'private-sanctum-space',
  'tea-house',
  'vitality-pool-bar',
  'vitality-pool-restaurant',
  'food-truck-van',
  'celestial-cinema',
  'beehive-space',
  'touchless-treatment-hut',
  'premium-treatment-huts',
  'premium-couples-treatment',
  'treatment-room-1',
  'treatment-room-2',
  'treatment-room-3',
  'treatment-room-4',
] as const;
export type CircuitStationId = (typeof circuitStationIds)[number];

/** A station as the planner offers it, named in the page's language. */
export interface CircuitStation {
  readonly id: CircuitStationId;
  readonly name: string;
  readonly kind: RoundKind;
  /** Whether the floor plan draws it (three spa places with guidance are not on the plan). */
  readonly onPlan: boolean;
  /** Its safety guidance, for a station of heat, cold or water. */
  readonly guidance?: GuidanceId;
  /** The minutes a new step starts with. */
  readonly defaultMinutes: number;
  /**
   * From its guidance: the longest stay it recommends, in minutes, and the recommended time in
   * the page's words ("10–15 minutes"), for the warning of a stay past it.
   */
  readonly recommended?: { readonly max: number; readonly words: string };
  /** From its guidance: the age from which children may use it, where that is not every age. */
  readonly fromAge?: number;
}

/** Whole minutes a step may last: at least one, at most a long treatment. */
export const stepMinutes = { min: 1, max: 90 } as const;

/** Where a station has no guidance, how long a step of its kind starts at. */
const minutesOfKind: Readonly<Record<RoundKind, number>> = { heat: 10, cool: 3, rest: 20 };

/**
 * Water no warmer than this, in °C, does not heat the body: the floatation and the hydrotherapy
 * pool sit among the plan's hot pools, but their guidance says there is nothing to cool down from.
 */
export const bodyWarmth = 37;

function kindOf(id: string, category: string, guidance: GuidanceId | undefined): RoundKind {
  const kind = roundKindOfCategory[category];
  if (kind === undefined)
    throw new Error(`The circuit station "${id}" has the category "${category}", with no round`);
  if (kind === 'heat' && guidance !== undefined) {
    const { temperature } = guidanceRecords[guidance];
    if ('max' in temperature && temperature.max <= bodyWarmth) return 'rest';
  }
  return kind;
}

/** A station that is not on the floor plan, read from the spa page's section that lists it. */
function spaPlaceStation(id: string): { name: string; category: string; guidance?: GuidanceId } {
  for (const section of stationsData.sections) {
    const station = (section.stations as readonly { place?: string; guidance?: string }[]).find(
      (each) => each.place === id,
    );
    if (station && section.category !== undefined)
      return {
        name: placeName(id),
        category: section.category,
        ...(station.guidance === undefined ? {} : { guidance: station.guidance as GuidanceId }),
      };
  }
  throw new Error(`The circuit station "${id}" is neither a facility nor a spa station's place`);
}

function describe(id: CircuitStationId): CircuitStation {
  const facility = facilities.find((each) => each.id === id);
  const found = facility
    ? {
        name: facility.name,
        category: facility.category,
        ...('guidance' in facility ? { guidance: facility.guidance } : {}),
      }
    : spaPlaceStation(id);
  const guidance = found.guidance;
  const kind = kindOf(id, found.category, guidance);
  const defaultMinutes =
    guidance === undefined
      ? minutesOfKind[kind]
      : Math.max(stepMinutes.min, Math.ceil(guidanceRecords[guidance].minutes.min));
  const onPlan = facility !== undefined;
  if (guidance === undefined) return { id, name: found.name, kind, onPlan, defaultMinutes };
  const record = guidanceRecords[guidance];
  return {
    id,
    name: found.name,
    kind,
    onPlan,
    guidance,
    defaultMinutes,
    recommended: { max: record.minutes.max, words: stationGuidance(guidance).minutes },
    ...(record.children === 'wholeCircuit' ? { fromAge: guestAges.wholeCircuit } : {}),
  };
}

/** Every station the planner offers, in the order of `circuitStationIds`. */
export const circuitStations: readonly CircuitStation[] = circuitStationIds.map(describe);
