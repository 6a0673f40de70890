import words from '../data/spa/circuit-planner/circuit-planner.en-GB.json' with { type: 'json' };
import { circuitPlanStorageKey } from './browser-storage.ts';
import { circuitStationIds, circuitStations, stepMinutes } from './circuit-stations.ts';
import type { CircuitStation, CircuitStationId, RoundKind } from './circuit-stations.ts';
import type { CircuitPlannerRecord } from './data/schemas/circuit-planner.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The circuit planner's model (/circuit): a guest's own spa circuit as ordered stations with the
 * minutes spent at each, with its rounds of heat, cool and rest, the warnings the stations' safety
 * guidance raises, a short link, a copy kept on the device and the lines it adds to a spa
 * request. Pure functions on immutable plans; the words are in `data/spa/circuit-planner/`, the
 * stations in `circuit-stations.ts`.
 */

/** The most steps a plan holds; a circuit longer than this is a whole day, not a circuit. */
export const maxPlanSteps = 20;

const planWords: CircuitPlannerRecord = words;
const locale = language.locale;

const stationIndex = new Map<string, number>(circuitStationIds.map((id, index) => [id, index]));

/** A station of the planner by id; throws on an id the planner does not offer. */
export function circuitStation(id: string): CircuitStation {
  const index = stationIndex.get(id);
  const station = index === undefined ? undefined : circuitStations[index];
  if (!station) throw new Error(`No circuit station "${id}"`);
  return station;
}

export function isCircuitStationId(id: string): id is CircuitStationId {
  return stationIndex.has(id);
}

export interface CircuitStep {
  readonly station: CircuitStationId;
  readonly minutes: number;
}

/** Who is coming, as far as the guidance asks: whether there are children in the party. */
export interface CircuitParty {
  readonly children: boolean;
}

export interface CircuitPlan {
  readonly steps: readonly CircuitStep[];
  readonly party: CircuitParty;
}

export function emptyPlan(party: CircuitParty = { children: false }): CircuitPlan {
  return { steps: [], party: { children: party.children } };
}

/** Whole minutes within `stepMinutes`; anything that is not a number gives the station's default. */
function clampMinutes(minutes: number, station: CircuitStationId): number {
  if (!Number.isFinite(minutes)) return circuitStation(station).defaultMinutes;
  return Math.min(stepMinutes.max, Math.max(stepMinutes.min, Math.round(minutes)));
}

function withSteps(plan: CircuitPlan, steps: readonly CircuitStep[]): CircuitPlan {
  return { steps, party: { children: plan.party.children } };
}

/**
 * Adds a station at `at` (the end by default, clamped to the plan), for the station's default
 * minutes: the start of its guidance's time, or its kind's. A full plan comes back unchanged;
 * an id the planner does not offer throws, as it is a slip in the calling code.
 */
export function addStation(plan: CircuitPlan, id: string, at?: number): CircuitPlan {
  const station = circuitStation(id);
  if (plan.steps.length >= maxPlanSteps) return withSteps(plan, plan.steps);
  const where =
    at === undefined || !Number.isFinite(at)
      ? plan.steps.length
      : Math.min(plan.steps.length, Math.max(0, Math.trunc(at)));
  const steps = [...plan.steps];
  steps.splice(where, 0, { station: station.id, minutes: station.defaultMinutes });
  return withSteps(plan, steps);
}

/** The plan without the step at `index`; an index outside the plan changes nothing. */
export function removeStep(plan: CircuitPlan, index: number): CircuitPlan {
  return withSteps(
    plan,
    plan.steps.filter((_, at) => at !== index),
  );
}

/** The step at `from` moved to `to`; an index outside the plan changes nothing. */
export function moveStep(plan: CircuitPlan, from: number, to: number): CircuitPlan {
  const inside = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < plan.steps.length;
  if (!inside(from) || !inside(to)) return withSteps(plan, plan.steps);
  const steps = [...plan.steps];
  const [step] = steps.splice(from, 1);
  if (step) steps.splice(to, 0, step);
  return withSteps(plan, steps);
}

/** The step at `index` set to whole minutes within `stepMinutes`. */
export function setMinutes(plan: CircuitPlan, index: number, minutes: number): CircuitPlan {
  return withSteps(
    plan,
    plan.steps.map((step, at) =>
      at === index ? { station: step.station, minutes: clampMinutes(minutes, step.station) } : step,
    ),
  );
}

export function setChildren(plan: CircuitPlan, children: boolean): CircuitPlan {
  return { steps: plan.steps, party: { children } };
}

/** A list of station ids as a plan, each for its default minutes; ids the planner lacks are left out. */
function planOf(ids: readonly string[], party?: CircuitParty): CircuitPlan {
  return ids
    .filter(isCircuitStationId)
    .slice(0, maxPlanSteps)
    .reduce((plan, id) => addStation(plan, id), emptyPlan(party));
}

/**
 * The guided sequences' steps as stations of the planner. A sequence's steps are sentences, so
 * this table names the station each one is at; a step at a station the planner does not offer
 * (the foot soaks, the salt room, the clay terrace) has none and is left out.
 */
export const sequenceStations: Readonly<Record<string, readonly CircuitStationId[]>> = {
  'energy-boost': [
    'infrared-sauna-1',
    'walk-through-cold-plunge',
    'plunge-pools-biohacking',
    'elemental-showers',
    'vitality-pool-bar',
  ],
  'sleep-optimization': ['earth-onsen', 'hay-relaxation-space', 'sky-bathing-floatation'],
  'detox-circulation': [
    'event-hammam',
    'larger-rinse-shower-mud',
    'kneipp-walk',
    'event-sauna',
    'tea-house',
  ],
  'play-to-stillness': [
    'nature-biolake-immersive',
    'elemental-showers',
    'celestial-cinema',
    'touchless-treatment-hut',
    'private-sanctum-space',
  ],
};

/** A guided sequence as a plan to start from; null for an id that is not one. */
export function planFromSequence(sequenceId: string): CircuitPlan | null {
  const ids = Object.hasOwn(sequenceStations, sequenceId) ? sequenceStations[sequenceId] : null;
  return ids ? planOf(ids) : null;
}

/**
 * A journey of the concierge's (`recommendJourney`, or one read back by `journeyFromSearch`) as a
 * plan to start from: its stations in its order. Its touchless therapy is a treatment chosen on
 * its own, not a station, so it stays with the journey.
 */
export function planFromJourney(journey: {
  readonly stations: readonly { readonly id: string }[];
}): CircuitPlan {
  return planOf(journey.stations.map((station) => station.id));
}

export function totalMinutes(plan: CircuitPlan): number {
  return plan.steps.reduce((sum, step) => sum + step.minutes, 0);
}

export interface CircuitRound {
  readonly kind: RoundKind;
  /** The indexes of its steps in the plan. */
  readonly steps: readonly number[];
  readonly minutes: number;
}

/** Consecutive steps of the same kind, as one round each. */
export function planRounds(plan: CircuitPlan): readonly CircuitRound[] {
  const rounds: { kind: RoundKind; steps: number[]; minutes: number }[] = [];
  plan.steps.forEach((step, index) => {
    const kind = circuitStation(step.station).kind;
    const last = rounds.at(-1);
    if (last && last.kind === kind) {
      last.steps.push(index);
      last.minutes += step.minutes;
    } else rounds.push({ kind, steps: [index], minutes: step.minutes });
  });
  return rounds;
}

export type CircuitWarningKind = 'heatAfterHeat' | 'longStay' | 'youngChildren';

export interface CircuitWarning {
  readonly kind: CircuitWarningKind;
  /** The indexes of the steps it is about. */
  readonly steps: readonly number[];
  /** What it says, in the page's language. */
  readonly text: string;
}

/**
 * What the stations' guidance says about a plan, in the order of its steps: two heat stations
 * with nothing to cool or rest between, a stay past the end of a station's recommended time, and
 * a station open only to older children (its `fromAge`) when the party has children.
 */
export function planWarnings(plan: CircuitPlan): readonly CircuitWarning[] {
  const { warnings } = planWords;
  const out: CircuitWarning[] = [];
  plan.steps.forEach((step, index) => {
    const station = circuitStation(step.station);
    const next = plan.steps[index + 1];
    if (station.recommended && step.minutes > station.recommended.max) {
      out.push({
        kind: 'longStay',
        steps: [index],
        text: fillPlaceholders(
          warnings.longStay,
          { station: station.name, minutes: step.minutes, span: station.recommended.words },
          locale,
        ),
      });
    }
    if (plan.party.children && station.fromAge !== undefined) {
      out.push({
        kind: 'youngChildren',
        steps: [index],
        text: fillPlaceholders(
          warnings.youngChildren,
          { station: station.name, age: station.fromAge },
          locale,
        ),
      });
    }
    if (next && station.kind === 'heat' && circuitStation(next.station).kind === 'heat') {
      out.push({
        kind: 'heatAfterHeat',
        steps: [index, index + 1],
        text: fillPlaceholders(
          warnings.heatAfterHeat,
          { first: station.name, second: circuitStation(next.station).name },
          locale,
        ),
      });
    }
  });
  return out;
}

/*
 * The short link. `?plan=` then a version ("1"), the party ("a" adults only, "c" with children)
 * and two characters of base64url a step: the station's index in `circuitStationIds` times
 * `stepMinutes.max`, plus its minutes less one. Two characters hold 4096 values, room for 45
 * stations; a 46th needs a new version.
 */

const linkVersion = '1';
const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const codePattern = new RegExp(`^${linkVersion}[ac](?:[A-Za-z0-9_-]{2}){0,${maxPlanSteps}}$`);
/** Longer than any address a plan writes, so a long one is refused before it is read. */
const longestSearch = 200;

function encodePlan(plan: CircuitPlan): string {
  const steps = plan.steps.map((step) => {
    const index = stationIndex.get(circuitStation(step.station).id) ?? 0;
    const number = index * stepMinutes.max + clampMinutes(step.minutes, step.station) - 1;
    return `${digits.charAt(number >> 6)}${digits.charAt(number & 63)}`;
  });
  return `${linkVersion}${plan.party.children ? 'c' : 'a'}${steps.join('')}`;
}

function decodePlan(code: string): CircuitPlan | null {
  if (!codePattern.test(code)) return null;
  const steps: CircuitStep[] = [];
  for (let at = 2; at < code.length; at += 2) {
    const number = digits.indexOf(code.charAt(at)) * 64 + digits.indexOf(code.charAt(at + 1));
    const station = circuitStationIds[Math.floor(number / stepMinutes.max)];
    if (station === undefined) return null;
    steps.push({ station, minutes: (number % stepMinutes.max) + 1 });
  }
  return { steps, party: { children: code.charAt(1) === 'c' } };
}

/** The plan as an address's search (`?plan=1a…`), for a short link to share. */
export function planToSearch(plan: CircuitPlan): string {
  return `?plan=${encodePlan(plan)}`;
}

/** A plan read back from an address's search; anything malformed, unknown or too long gives null. */
export function planFromSearch(search: string): CircuitPlan | null {
  if (typeof search !== 'string' || search.length > longestSearch) return null;
  const code = new URLSearchParams(search).get('plan');
  return code === null ? null : decodePlan(code);
}

/** The part of the Web Storage API the plan store uses; `localStorage` fits. */
export interface PlanStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PlanStore {
  /** The plan kept on the device; null where there is none or it cannot be read. */
  read(): CircuitPlan | null;
  /** Keeps the plan; false where storage is missing, blocked or full. */
  write(plan: CircuitPlan): boolean;
  /** Forgets the plan; false where storage is missing or blocked. */
  clear(): boolean;
}

function defaultStorage(): PlanStorage | null {
  try {
    // Reading `localStorage` itself throws where the browser blocks storage.
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/**
 * The guest's plan kept in browser storage under `circuitPlanStorageKey`, written as its short
 * link's code, so the one format is checked the same way on both roads. It never throws: storage
 * that is missing, blocked or holds something else reads as no plan, and a write that fails
 * says so with false.
 */
export function createPlanStore(storage?: PlanStorage | null): PlanStore {
  const store = storage === undefined ? defaultStorage() : storage;
  return {
    read() {
      if (!store) return null;
      try {
        const code = store.getItem(circuitPlanStorageKey);
        return typeof code === 'string' ? decodePlan(code) : null;
      } catch {
        return null;
      }
    },
    write(plan) {
      if (!store) return false;
      try {
        store.setItem(circuitPlanStorageKey, encodePlan(plan));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      if (!store) return false;
      try {
        store.removeItem(circuitPlanStorageKey);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * What a planned circuit adds to a spa request, line by line, in the page's language: its
 * stations with their minutes, then the time in all. An empty plan adds nothing.
 */
export function planRequestLines(
  plan: CircuitPlan,
): readonly { readonly label: string; readonly value: string }[] {
  if (plan.steps.length === 0) return [];
  const { request } = planWords;
  return [
    {
      label: fillPlaceholders(request.stations, { count: plan.steps.length }, locale),
      value: plan.steps
        .map((step) =>
          fillPlaceholders(
            request.step,
            { station: circuitStation(step.station).name, minutes: step.minutes },
            locale,
          ),
        )
        .join(', '),
    },
    {
      label: request.total,
      value: fillPlaceholders(request.totalValue, { minutes: totalMinutes(plan) }, locale),
    },
  ];
}
