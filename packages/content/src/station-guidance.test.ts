import { describe, expect, it } from 'vitest';
import { guestAges, heatRounds, stationMinutes, temperatures } from './constants.ts';
import { facilities } from './facilities.ts';
import { capitalise, formatTemperature, numberWord } from './format.ts';
import { formatMinutes } from './guidance-format.ts';
import { conciergePage } from './pages/concierge.ts';
import { spaPage } from './pages/spa.ts';
import type { SpaStation } from './pages/spa.ts';
import { careWords, guidanceWords } from './safety-words.ts';
import {
  allStationGuidance,
  guidanceIds,
  guidanceNotes,
  guidanceRecords,
  stationGuidance,
} from './station-guidance.ts';

/** Categories whose stations are heat, cold or water. */
const heatColdAndWater = ['sauna', 'steam', 'cooling', 'hot'];

/**
 * Showers are how a guest cools down, under their own hand and for seconds: they carry no
 * guidance of their own. Every other station of heat, cold or water does.
 */
const isShower = (name: string) => /shower/i.test(name);

const stations: readonly (SpaStation & { category?: string })[] = spaPage.sections.flatMap(
  (section) =>
    section.stations.map((station: SpaStation) => ({
      ...station,
      category: 'category' in section ? section.category : undefined,
    })),
);

describe('safety guidance', () => {
  it('is carried by every floor plan facility of heat, cold or water, showers aside', () => {
    const missing = facilities.filter(
      (facility) =>
        heatColdAndWater.includes(facility.category) &&
        !isShower(facility.name) &&
        !('guidance' in facility),
    );
    expect(missing.map((facility) => facility.id)).toEqual([]);
    expect(
      facilities.filter((facility) => 'guidance' in facility).map((facility) => facility.id),
    ).toEqual([
      'event-sauna',
      'event-hammam',
      'infrared-sauna-1',
      'infrared-sauna-2',
      'rural-sauna-pond',
      'walk-through-cold-plunge',
      'biopool-sauna-hammam',
      'nature-biolake-immersive',
      'earth-onsen',
      'sky-bathing-floatation',
      'private-hot-baths-single',
      'private-hot-baths-multi',
      'plunge-pools-biohacking',
    ]);
  });

  it('is carried by every station of the spa page with heat, cold or water, and the Kneipp walk', () => {
    const missing = stations.filter(
      (station) =>
        station.category !== undefined &&
        heatColdAndWater.includes(station.category) &&
        !isShower(station.name) &&
        station.guidance === undefined,
    );
    expect(missing.map((station) => station.name)).toEqual([]);
    expect(stations.find((station) => station.name === 'Kneipp walk')?.guidance).toBe('kneippWalk');
    // Nothing without heat, cold or water claims any.
    for (const station of stations.filter((s) => s.guidance !== undefined)) {
      expect([...heatColdAndWater, 'foot']).toContain(station.category);
    }
  });

  it('has a record for every kind the stations name, and every record is used', () => {
    const named = new Set([
      ...facilities.flatMap((facility) => ('guidance' in facility ? [facility.guidance] : [])),
      ...stations.flatMap((station) => (station.guidance ? [station.guidance] : [])),
    ]);
    expect([...named].sort()).toEqual([...guidanceIds].sort());
    for (const id of guidanceIds) expect(guidanceRecords[id].id).toBe(id);
    expect(() => stationGuidance('lava-pool')).toThrow('No safety guidance "lava-pool"');
  });

  it('takes every figure from the constants', () => {
    const sameFigures: Record<string, [unknown, unknown]> = {
      sauna: [temperatures.sauna, stationMinutes.sauna],
      infraredSauna: [temperatures.infraredSauna, stationMinutes.infraredSauna],
      steamRoom: [temperatures.steamRoom, stationMinutes.steamRoom],
      onsen: [temperatures.earthOnsen, stationMinutes.onsen],
      hotBath: [temperatures.hotBath, stationMinutes.hotBath],
      hydrotherapyPool: [temperatures.hydrotherapyPool, stationMinutes.hydrotherapyPool],
      floatation: [temperatures.floatation, stationMinutes.floatation],
      plungePools: [
        { hot: temperatures.plungePoolHot, cold: temperatures.plungePoolCold },
        stationMinutes.plungePools,
      ],
      coldPlunge: [temperatures.coldPlunge, stationMinutes.coldPlunge],
      kneippWalk: [temperatures.kneippWalk, stationMinutes.kneippWalk],
      coldMist: [temperatures.coldMist, stationMinutes.coldMist],
      biopool: [temperatures.biopool, stationMinutes.biopool],
      biolake: [temperatures.biolake, stationMinutes.biolake],
    };
    expect(Object.keys(sameFigures).sort()).toEqual([...guidanceIds].sort());
    for (const id of guidanceIds) {
      const record = guidanceRecords[id];
      expect([record.temperature, record.minutes], id).toEqual(sameFigures[id]);
    }
  });

  it('writes the figures as the site writes them', () => {
    expect(stationGuidance('sauna')).toMatchObject({
      name: 'Show Sauna and Barrel Sauna',
      temperature: '80-90°C',
      minutes: '10-15 minutes',
      time: '10-15 minutes a round, then rest; three rounds are plenty',
    });
    expect(stationGuidance('infraredSauna').temperature).toBe(
      formatTemperature(temperatures.infraredSauna),
    );
    expect(stationGuidance('coldPlunge')).toMatchObject({
      temperature: '8-12°C',
      minutes: '30 seconds to 2 minutes',
    });
    expect(stationGuidance('plungePools').temperature).toBe('Hot 38-40°C, cold 10-12°C');
    expect(stationGuidance('plungePools').temperatureLines).toEqual([
      'Hot 38-40°C',
      'Cold 10-12°C',
    ]);
    expect(stationGuidance('sauna').temperatureLines).toEqual(['80-90°C']);
    for (const guidance of allStationGuidance()) {
      const span = formatMinutes(guidanceRecords[guidance.id].minutes);
      expect(guidance.minutes.startsWith(span), guidance.id).toBe(true);
      expect(guidance.time.startsWith(span), guidance.id).toBe(true);
    }
    // The plunge pools' time is for the whole session, and says so wherever it stands.
    expect(stationGuidance('plungePools').minutes).toBe('10-15 minutes in all');
    expect(stationGuidance('plungePools').time).toMatch(/^10-15 minutes in all:/);
  });

  it('says who should ask a doctor first or leave it for another day, calmly', () => {
    expect(stationGuidance('sauna').health).toBe(
      'Ask your doctor first if you are pregnant or have a heart or blood-pressure condition. ' +
        'Leave it for another day after alcohol or with a fever. ' +
        `For guests aged ${String(guestAges.wholeCircuit)} and over.`,
    );
    expect(stationGuidance('coldPlunge').health).toContain(
      `For guests aged ${String(guestAges.wholeCircuit)} and over.`,
    );
    expect(stationGuidance('biopool').health).toBe(
      'Leave it for another day after alcohol or with a fever. ' +
        `Children from ${String(guestAges.familyPools)} are welcome with an adult beside them, every day from 10:00 to 16:00.`,
    );
    const health = allStationGuidance().map((guidance) => guidance.health);
    // Every station speaks to all five: pregnancy and heart where they matter, alcohol, fever,
    // and from what age it is open everywhere.
    for (const text of health) {
      expect(text).toContain(careWords.skip);
      expect(text).toMatch(/Children from \d+|aged \d+ and over/);
    }
    expect(health.filter((text) => text.includes(careWords.who.pregnancy)).length).toBeGreaterThan(
      0,
    );
    // Calm, never alarming: no capitals, no exclamation marks, no words of danger.
    for (const text of [...health, ...Object.values(guidanceWords).map((words) => words.after)]) {
      expect(text).not.toMatch(/!|\b(danger|dangerous|warning|never|must|risk|death|fatal)\b/i);
      expect(text).not.toMatch(/\b[A-Z]{3,}\b/);
    }
  });

  it('agrees with the concierge on minutes of heat, rounds and rest', () => {
    const advice = conciergePage.recommendations.fixed[1].description;
    const { min, max } = stationMinutes.sauna;
    expect(advice).toContain(
      `${capitalise(numberWord(min))} to ${numberWord(max)} minutes of heat`,
    );
    expect(advice).toContain(`${capitalise(numberWord(heatRounds))} rounds are plenty`);
    expect(advice).toContain('twice as long resting');
    const sauna = stationGuidance('sauna');
    expect(sauna.minutes).toBe(`${String(min)}-${String(max)} minutes`);
    expect(sauna.time).toContain(`${numberWord(heatRounds)} rounds are plenty`);
    expect(sauna.after).toContain('twice as long');
  });

  it('lists its notes in the order a guest needs them', () => {
    expect(guidanceNotes('steamRoom')).toEqual([
      { term: 'Temperature', detail: '42-46°C' },
      { term: 'Recommended time', detail: '10-15 minutes a round, then rest' },
      { term: 'Afterwards', detail: guidanceWords.steamRoom.after },
      { term: 'Your health', detail: stationGuidance('steamRoom').health },
    ]);
  });
});
