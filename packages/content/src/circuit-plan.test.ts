import { describe, expect, it } from 'vitest';
import { circuitPlanStorageKey } from './browser-storage.ts';
import {
  addStation,
  circuitStation,
  createPlanStore,
  emptyPlan,
  maxPlanSteps,
  moveStep,
  planFromJourney,
  planFromSearch,
  planFromSequence,
  planRequestLines,
  planRounds,
  planToSearch,
  planWarnings,
  removeStep,
  sequenceStations,
  setChildren,
  setMinutes,
  totalMinutes,
} from './circuit-plan.ts';
import type { CircuitPlan, PlanStorage } from './circuit-plan.ts';
import { circuitStationIds, circuitStations, stepMinutes } from './circuit-stations.ts';
import { recommendJourney } from './concierge-rules.ts';
import { facilities } from './facilities.ts';
import { inLanguage } from './language-build.ts';
import { spaSequences } from './pages/spa-sequences.ts';

const planOf = (...ids: string[]): CircuitPlan =>
  ids.reduce((plan, id) => addStation(plan, id), emptyPlan());
const stationsOf = (plan: CircuitPlan) => plan.steps.map((step) => step.station);

describe("the planner's stations", () => {
  it('are every facility of the plan but the way in and the waiting room, and three spa places', () => {
    const notStations = ['sanctum-building', 'touchless-entry', 'premium-waiting-room'];
    const planned = facilities.filter((f) => !notStations.includes(f.id)).map((f) => f.id);
    expect([...circuitStationIds].sort()).toEqual(
      [...planned, 'hydrotherapy-pool', 'kneipp-walk', 'cold-mist'].sort(),
    );
    expect(new Set(circuitStationIds).size).toBe(circuitStationIds.length);
    expect(circuitStations.filter((s) => !s.onPlan).map((s) => s.id)).toEqual([
      'hydrotherapy-pool',
      'kneipp-walk',
      'cold-mist',
    ]);
  });

  it('fit the short link: two characters a step hold every station for every minute', () => {
    expect(circuitStationIds.length * stepMinutes.max).toBeLessThanOrEqual(64 * 64);
  });

  // The mapping of roundKindOfCategory, station by station: the saunas, the hammam, the hot
  // pools are heat; the floatation and the hydrotherapy pool, whose water is at body warmth, are
  // rest; the cold plunge, the plunge pools,
  // the biopool, the biolake, the Kneipp walk, the cold mist and the showers cool; the mud rinse
  // shower, the rest areas, food, cinema and treatments are rest.
  it('each have a kind of round from their category', () => {
    const ofKind = (kind: string) =>
      circuitStations.filter((s) => s.kind === kind).map((s) => s.id);
    expect(ofKind('heat')).toEqual([
      'event-sauna',
      'rural-sauna-pond',
      'infrared-sauna-1',
      'infrared-sauna-2',
      'event-hammam',
      'earth-onsen',
      'private-hot-baths-single',
      'private-hot-baths-multi',
    ]);
    expect(ofKind('cool')).toEqual([
      'walk-through-cold-plunge',
      'plunge-pools-biohacking',
      'biopool-sauna-hammam',
      'nature-biolake-immersive',
      'kneipp-walk',
      'cold-mist',
      'elemental-showers',
      'rinse-showers-sauna',
    ]);
    expect(ofKind('rest')).toContain('larger-rinse-shower-mud');
    expect(ofKind('rest')).toContain('hay-relaxation-space');
    expect(ofKind('rest')).toContain('sky-bathing-floatation');
    expect(ofKind('rest')).toContain('hydrotherapy-pool');
  });

  it('see no heat after heat where a warm pool follows a sauna', () => {
    const plan = ['event-sauna', 'sky-bathing-floatation', 'earth-onsen'].reduce(
      (each, id) => addStation(each, id),
      emptyPlan(),
    );
    expect(planWarnings(plan).filter((w) => w.kind === 'heatAfterHeat')).toEqual([]);
  });

  it('start at the beginning of their guidance’s time, whole minutes, or their kind’s default', () => {
    expect(circuitStation('event-sauna').defaultMinutes).toBe(10);
    expect(circuitStation('infrared-sauna-1').defaultMinutes).toBe(15);
    expect(circuitStation('walk-through-cold-plunge').defaultMinutes).toBe(1);
    expect(circuitStation('sky-bathing-floatation').defaultMinutes).toBe(30);
    expect(circuitStation('kneipp-walk').guidance).toBe('kneippWalk');
    expect(circuitStation('elemental-showers').defaultMinutes).toBe(3);
    expect(circuitStation('lounger-zones').defaultMinutes).toBe(20);
  });

  it('refuse an id the planner does not offer', () => {
    expect(() => circuitStation('sanctum-building')).toThrow(/No circuit station/);
    expect(() => addStation(emptyPlan(), 'nowhere')).toThrow(/No circuit station/);
  });
});

describe('building a plan', () => {
  it('starts empty, for adults', () => {
    expect(emptyPlan()).toEqual({ steps: [], party: { children: false } });
    expect(emptyPlan({ children: true }).party.children).toBe(true);
  });

  it('adds a station at the end or at a place, for its default minutes, leaving the plan as it was', () => {
    const first = planOf('event-sauna');
    const second = addStation(first, 'lounger-zones');
    const third = addStation(second, 'walk-through-cold-plunge', 1);
    expect(first.steps).toHaveLength(1);
    expect(second.steps).toHaveLength(2);
    expect(third.steps).toEqual([
      { station: 'event-sauna', minutes: 10 },
      { station: 'walk-through-cold-plunge', minutes: 1 },
      { station: 'lounger-zones', minutes: 20 },
    ]);
    expect(stationsOf(addStation(first, 'tea-house', -5))).toEqual(['tea-house', 'event-sauna']);
    expect(stationsOf(addStation(first, 'tea-house', 99))).toEqual(['event-sauna', 'tea-house']);
  });

  it('holds at most maxPlanSteps steps', () => {
    const full = planOf(...Array.from({ length: maxPlanSteps }, () => 'lounger-zones'));
    const more = addStation(full, 'tea-house');
    expect(more.steps).toHaveLength(maxPlanSteps);
    expect(more).not.toBe(full);
  });

  it('removes a step, and ignores an index outside the plan', () => {
    const plan = planOf('event-sauna', 'cold-mist', 'tea-house');
    expect(stationsOf(removeStep(plan, 1))).toEqual(['event-sauna', 'tea-house']);
    expect(removeStep(plan, 7)).toEqual(plan);
    expect(removeStep(plan, 7)).not.toBe(plan);
    expect(plan.steps).toHaveLength(3);
  });

  it('moves a step, and ignores an index outside the plan', () => {
    const plan = planOf('event-sauna', 'cold-mist', 'tea-house');
    expect(stationsOf(moveStep(plan, 0, 2))).toEqual(['cold-mist', 'tea-house', 'event-sauna']);
    expect(stationsOf(moveStep(plan, 2, 0))).toEqual(['tea-house', 'event-sauna', 'cold-mist']);
    expect(moveStep(plan, 0, 3)).toEqual(plan);
    expect(moveStep(plan, -1, 0)).toEqual(plan);
    expect(stationsOf(plan)).toEqual(['event-sauna', 'cold-mist', 'tea-house']);
  });

  it('sets whole minutes within the bounds', () => {
    const plan = planOf('event-sauna', 'tea-house');
    expect(setMinutes(plan, 0, 12).steps[0]?.minutes).toBe(12);
    expect(setMinutes(plan, 0, 12.6).steps[0]?.minutes).toBe(13);
    expect(setMinutes(plan, 0, 0).steps[0]?.minutes).toBe(stepMinutes.min);
    expect(setMinutes(plan, 0, -4).steps[0]?.minutes).toBe(stepMinutes.min);
    expect(setMinutes(plan, 0, 500).steps[0]?.minutes).toBe(stepMinutes.max);
    expect(setMinutes(plan, 0, Number.NaN).steps[0]?.minutes).toBe(10);
    expect(setMinutes(plan, 5, 30)).toEqual(plan);
    expect(plan.steps[0]?.minutes).toBe(10);
  });

  it('says whether there are children in the party', () => {
    const plan = planOf('event-sauna');
    expect(setChildren(plan, true).party.children).toBe(true);
    expect(plan.party.children).toBe(false);
  });
});

describe('a plan from a guided sequence or the concierge', () => {
  it('has a row of stations for each guided sequence, and none for another id', () => {
    expect(Object.keys(sequenceStations).sort()).toEqual(
      spaSequences.items.map((item) => item.id).sort(),
    );
    expect(planFromSequence('no-such-sequence')).toBeNull();
    expect(planFromSequence('toString')).toBeNull();
  });

  it('takes the sequence’s stations in order, at their default minutes', () => {
    const plan = planFromSequence('energy-boost');
    expect(plan && stationsOf(plan)).toEqual([
      'infrared-sauna-1',
      'walk-through-cold-plunge',
      'plunge-pools-biohacking',
      'elemental-showers',
      'vitality-pool-bar',
    ]);
    expect(plan && totalMinutes(plan)).toBe(15 + 1 + 10 + 3 + 20);
  });

  it('raises no warning for adults on any guided sequence', () => {
    for (const id of Object.keys(sequenceStations)) {
      const plan = planFromSequence(id);
      expect(plan && planWarnings(plan), id).toEqual([]);
    }
  });

  it('takes the concierge’s stations in order', () => {
    const journey = recommendJourney({
      goals: [],
      sliders: { energy: 3, sleep: 7, stress: 3, activity: 8 },
      activity: 'active',
      temperature: 'contrast',
      social: 'social',
    } as unknown as Parameters<typeof recommendJourney>[0]);
    const plan = planFromJourney(journey);
    expect(stationsOf(plan)).toEqual(journey.stations.map((station) => station.id));
    expect(
      planFromJourney({ stations: [{ id: 'sanctum-building' }, { id: 'tea-house' }] }).steps,
    ).toEqual([{ station: 'tea-house', minutes: 20 }]);
  });
});

describe('totals and rounds', () => {
  it('adds up the minutes and groups consecutive steps of a kind', () => {
    const plan = planOf(
      'event-sauna',
      'event-hammam',
      'walk-through-cold-plunge',
      'cold-mist',
      'lounger-zones',
      'earth-onsen',
    );
    expect(totalMinutes(plan)).toBe(10 + 10 + 1 + 1 + 20 + 10);
    expect(planRounds(plan)).toEqual([
      { kind: 'heat', steps: [0, 1], minutes: 20 },
      { kind: 'cool', steps: [2, 3], minutes: 2 },
      { kind: 'rest', steps: [4], minutes: 20 },
      { kind: 'heat', steps: [5], minutes: 10 },
    ]);
    expect(totalMinutes(emptyPlan())).toBe(0);
    expect(planRounds(emptyPlan())).toEqual([]);
  });
});

describe('warnings', () => {
  it('names two heat stations in a row', () => {
    const plan = planOf('event-sauna', 'earth-onsen', 'cold-mist', 'event-hammam');
    expect(planWarnings(plan)).toEqual([
      {
        kind: 'heatAfterHeat',
        steps: [0, 1],
        text: 'Event Sauna, then Earth Onsen: heat straight after heat. Cool down or rest in between.',
      },
    ]);
  });

  it('names a stay past the end of the guidance’s time, and not one at its end', () => {
    const plan = setMinutes(
      setMinutes(planOf('event-sauna', 'walk-through-cold-plunge'), 0, 15),
      1,
      3,
    );
    expect(planWarnings(plan)).toEqual([
      {
        kind: 'longStay',
        steps: [1],
        text: 'Walk-through Cold Plunge: 3 minutes, longer than recommended (30 seconds to 2 minutes).',
      },
    ]);
    const plunge = setMinutes(planOf('plunge-pools-biohacking'), 0, 16);
    expect(planWarnings(plunge)[0]?.text).toBe(
      'Biohacking Plunge Pools: 16 minutes, longer than recommended (10-15 minutes in all).',
    );
  });

  it('names a station not open to young children when the party has them', () => {
    const plan = planOf('event-sauna', 'biopool-sauna-hammam', 'lounger-zones');
    expect(planWarnings(plan)).toEqual([]);
    expect(planWarnings(setChildren(plan, true))).toEqual([
      {
        kind: 'youngChildren',
        steps: [0],
        text: 'Event Sauna: for guests aged 16 and over.',
      },
    ]);
  });
});

/** A small seeded generator (mulberry32), so a failing plan can be found again. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomPlan(random: () => number): CircuitPlan {
  const length = Math.floor(random() * (maxPlanSteps + 1));
  let plan = emptyPlan({ children: random() < 0.5 });
  for (let step = 0; step < length; step += 1) {
    const id = circuitStationIds[Math.floor(random() * circuitStationIds.length)] ?? 'event-sauna';
    plan = addStation(plan, id);
    plan = setMinutes(plan, step, 1 + Math.floor(random() * stepMinutes.max));
  }
  return plan;
}

describe('the short link', () => {
  it('reads back every guided sequence exactly', () => {
    for (const id of Object.keys(sequenceStations)) {
      const plan = planFromSequence(id);
      expect(plan && planFromSearch(planToSearch(plan))).toEqual(plan);
    }
  });

  it('reads back random plans exactly, the first and last station at the bounds too', () => {
    const random = generator(20261128);
    for (let run = 0; run < 500; run += 1) {
      const plan = randomPlan(random);
      expect(planFromSearch(planToSearch(plan))).toEqual(plan);
    }
    const edges = setMinutes(
      setMinutes(planOf(circuitStationIds[0], circuitStationIds.at(-1) ?? ''), 0, 1),
      1,
      stepMinutes.max,
    );
    expect(planFromSearch(planToSearch(edges))).toEqual(edges);
    expect(planFromSearch(planToSearch(emptyPlan()))).toEqual(emptyPlan());
  });

  it('is short: a version, the party and two characters a step', () => {
    const ten = planOf(...circuitStationIds.slice(0, 10));
    const search = planToSearch(ten);
    expect(search).toMatch(/^\?plan=1a[A-Za-z0-9_-]{20}$/);
    expect(search).toHaveLength(28);
    expect(encodeURIComponent(search.slice(6))).toBe(search.slice(6));
  });

  it('reads anything malformed, unknown or too long as null, without throwing', () => {
    const good = planToSearch(planOf('event-sauna', 'tea-house')).slice(6);
    const refused = [
      '',
      '?',
      '?plan=',
      '?plan=2a',
      '?plan=1x',
      `?plan=${good}A`,
      `?plan=${good.replace('a', '')}`,
      '?plan=1a!!',
      '?plan=1a__', // an index past the last station
      `?plan=1a${'AA'.repeat(maxPlanSteps + 1)}`,
      `?plan=1a${'A'.repeat(1000)}`,
      '?plan=%E0%A4%A',
      `?other=${good}`,
    ];
    for (const search of refused) expect(planFromSearch(search), search).toBeNull();
    expect(planFromSearch(undefined as unknown as string)).toBeNull();
    expect(planFromSearch(`?plan=${good}&utm=x`)).toEqual(planOf('event-sauna', 'tea-house'));
  });
});

/** A storage in memory, which can be made to refuse reading or writing. */
function memoryStorage(options: { blocked?: boolean; full?: boolean } = {}) {
  const items = new Map<string, string>();
  const storage: PlanStorage = {
    getItem(key) {
      if (options.blocked) throw new DOMException('blocked', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (options.blocked) throw new DOMException('blocked', 'SecurityError');
      if (options.full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem(key) {
      if (options.blocked) throw new DOMException('blocked', 'SecurityError');
      items.delete(key);
    },
  };
  return { storage, items };
}

describe('the plan kept on the device', () => {
  const plan = setChildren(planOf('event-sauna', 'cold-mist', 'tea-house'), true);

  it('writes and reads one namespaced key', () => {
    const { storage, items } = memoryStorage();
    const store = createPlanStore(storage);
    expect(store.read()).toBeNull();
    expect(store.write(plan)).toBe(true);
    expect([...items.keys()]).toEqual([circuitPlanStorageKey]);
    expect(circuitPlanStorageKey).toMatch(/^alento:/);
    expect(store.read()).toEqual(plan);
    expect(createPlanStore(storage).read()).toEqual(plan);
    expect(store.clear()).toBe(true);
    expect(store.read()).toBeNull();
  });

  it('reads garbage as no plan', () => {
    const { storage, items } = memoryStorage();
    const store = createPlanStore(storage);
    for (const garbage of ['{"steps":[]}', 'not json', '1z', '', '9aAA']) {
      items.set(circuitPlanStorageKey, garbage);
      expect(store.read(), garbage).toBeNull();
    }
  });

  it('survives storage that is blocked, full or missing, saying a write failed', () => {
    const blocked = createPlanStore(memoryStorage({ blocked: true }).storage);
    expect(blocked.read()).toBeNull();
    expect(blocked.write(plan)).toBe(false);
    expect(blocked.clear()).toBe(false);

    const full = createPlanStore(memoryStorage({ full: true }).storage);
    expect(full.write(plan)).toBe(false);
    expect(full.read()).toBeNull();

    const missing = createPlanStore(null);
    expect(missing.read()).toBeNull();
    expect(missing.write(plan)).toBe(false);
    expect(missing.clear()).toBe(false);
  });

  it('finds no storage where there is none, and where reading it throws', () => {
    expect(createPlanStore().write(plan)).toBe(false);
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(createPlanStore().read()).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('the plan in a spa request', () => {
  it('says nothing for an empty plan', () => {
    expect(planRequestLines(emptyPlan())).toEqual([]);
  });

  it('lists the stations with their minutes, and the time in all', () => {
    expect(planRequestLines(planOf('walk-through-cold-plunge'))).toEqual([
      { label: 'Your circuit, 1 station', value: 'Walk-through Cold Plunge (1 minute)' },
      { label: 'Time in all', value: '1 minute' },
    ]);
    expect(planRequestLines(planOf('event-sauna', 'tea-house'))).toEqual([
      {
        label: 'Your circuit, 2 stations',
        value: 'Event Sauna (10 minutes), Traditional Tea House (20 minutes)',
      },
      { label: 'Time in all', value: '30 minutes' },
    ]);
  });
});

/** The planner as the Portuguese and the Spanish builds read it. */
const load = (locale: string) => inLanguage(locale, () => import('./circuit-plan.ts'));
const pt = await load('pt-PT');
const es = await load('es-ES');

describe('the words in each language', () => {
  const warningsIn = (model: typeof pt) => {
    const plan = model.setChildren(
      model.setMinutes(
        ['event-sauna', 'earth-onsen', 'walk-through-cold-plunge'].reduce(
          (each, id) => model.addStation(each, id),
          model.emptyPlan(),
        ),
        2,
        3,
      ),
      true,
    );
    return model.planWarnings(plan).map((warning) => warning.text);
  };

  it('warns in European Portuguese', () => {
    expect(warningsIn(pt)).toEqual([
      'Sauna de cerimónias: para hóspedes a partir dos 16 anos.',
      'Sauna de cerimónias e logo a seguir Earth onsen: calor atrás de calor. Arrefeça ou descanse entre os dois.'.replace(
        'Earth onsen',
        pt.circuitStation('earth-onsen').name,
      ),
      `${pt.circuitStation('earth-onsen').name}: para hóspedes a partir dos 16 anos.`,
      'Canal de água fria: 3 minutos, mais do que o recomendado (30 segundos a 2 minutos).',
      'Canal de água fria: para hóspedes a partir dos 16 anos.',
    ]);
  });

  it('warns in the Spanish of Spain', () => {
    expect(warningsIn(es)).toEqual([
      'Sauna de ceremonias: para huéspedes a partir de 16 años.',
      `Sauna de ceremonias y justo después ${es.circuitStation('earth-onsen').name}: calor tras calor. Enfríate o descansa entre los dos.`,
      `${es.circuitStation('earth-onsen').name}: para huéspedes a partir de 16 años.`,
      'Canal de agua fría: 3 minutos, más de lo recomendado (de 30 segundos a 2 minutos).',
      'Canal de agua fría: para huéspedes a partir de 16 años.',
    ]);
  });

  it('writes the request lines with each language’s plurals', () => {
    const one = pt.addStation(pt.emptyPlan(), 'walk-through-cold-plunge');
    const two = pt.addStation(one, 'tea-house');
    expect(pt.planRequestLines(one)).toEqual([
      { label: 'O seu circuito, 1 espaço', value: 'Canal de água fria (1 minuto)' },
      { label: 'Tempo total', value: '1 minuto' },
    ]);
    expect(pt.planRequestLines(two)[0]?.label).toBe('O seu circuito, 2 espaços');
    expect(pt.planRequestLines(two)[1]?.value).toBe('21 minutos');
    const esTwo = es.addStation(
      es.addStation(es.emptyPlan(), 'walk-through-cold-plunge'),
      'tea-house',
    );
    expect(es.planRequestLines(esTwo)).toEqual([
      {
        label: 'Tu circuito, 2 espacios',
        value: 'Canal de agua fría (1 minuto), Casa de té tradicional (20 minutos)',
      },
      { label: 'Tiempo total', value: '21 minutos' },
    ]);
  });

  it('names the stations in the page’s language, on the same link', () => {
    expect(pt.circuitStation('kneipp-walk').name).toBe('Caminho Kneipp');
    expect(es.circuitStation('kneipp-walk').name).toBe('Paseo Kneipp');
    const plan = pt.planFromSequence('detox-circulation');
    expect(plan && es.planFromSearch(pt.planToSearch(plan))).toEqual(plan);
  });
});
