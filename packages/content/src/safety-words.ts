import data from '../data/spa/guidance/guidance.en-GB.json' with { type: 'json' };
import { heatRounds } from './constants.ts';
import type { SafetyWordsRecord } from './data/schemas/spa.ts';
import { numberWord } from './format.ts';
import { eitherOf } from './guidance-format.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';
import { placeName } from './spa-places.ts';
import type { GuidanceId } from './station-guidance.ts';

/**
 * The words of each station's safety guidance (`station-guidance.ts` holds the figures), in
 * `data/spa/guidance/`; a kind of station that is one of the spa's places takes its name from
 * `data/spa/places/`. Calm and factual: what to expect and how to take it, never a warning sign
 * in words.
 */

const record = data as SafetyWordsRecord;
const locale = language.locale;
const fill = (words: string, figures: Readonly<Record<string, string>>) =>
  fillPlaceholders(words, figures, locale);

/** The names of a station's notes, wherever they are shown. */
export const guidanceLabels = {
  /** Names the notes as a whole: the floor plan's details and the spa page's stations. */
  notesLabel: record.labels.notesLabel,
  temperature: record.labels.temperature,
  time: record.labels.time,
  after: record.labels.after,
  health: record.labels.health,
  /** A station with a hot and a cold side: "Hot 38-40°C, cold 10-12°C". */
  hotAndCold: (hot: string, cold: string) => fill(record.labels.hotAndCold, { hot, cold }),
  /** The same sides one to a line, as the safety page's table shows them. */
  hotSide: (hot: string) => fill(record.labels.hotSide, { hot }),
  coldSide: (cold: string) => fill(record.labels.coldSide, { cold }),
  /** A time for a whole session rather than each visit: "10-15 minutes in all". */
  inAll: (span: string) => fill(record.labels.inAll, { span }),
};

export interface GuidanceWords {
  /** The stations of this kind, as the safety page's table names them. */
  readonly name: string;
  /** The recommended time (`span`, e.g. "10-15 minutes") with how to take it. */
  readonly time: (span: string) => string;
  /** How to cool down or warm up afterwards. */
  readonly after: string;
}

/** Rounds of heat, in words agreeing with "rondas", which is feminine. */
const rounds = numberWord(heatRounds, locale, 'feminine');

function stationWords(id: string): GuidanceWords {
  const words = (
    record.stations as Readonly<Record<string, SafetyWordsRecord['stations'][string]>>
  )[id];
  if (!words) throw new Error(`No safety words for the stations "${id}" in data/spa/guidance/`);
  const name = words.place === undefined ? words.name : placeName(words.place);
  if (name === undefined)
    throw new Error(`The stations "${id}" name neither a place nor themselves`);
  return {
    name,
    time: (span: string) =>
      fill(words.time, { span, spanInAll: guidanceLabels.inAll(span), rounds }),
    after: words.after,
  };
}

export const guidanceWords: Readonly<Record<GuidanceId, GuidanceWords>> = Object.fromEntries(
  Object.keys(record.stations).map((id) => [id, stationWords(id)]),
) as Record<GuidanceId, GuidanceWords>;

/** Who should check with a doctor first or skip a station for the day, and from what age it is open. */
export const careWords = {
  /** "Ask your doctor first if you are pregnant or have a heart condition." */
  askFirst: (who: readonly string[]) => fill(record.care.askFirst, { who: eitherOf(who, locale) }),
  who: record.care.who,
  skip: record.care.skip,
  /** From what age, as the house rules set: the ages and hours come from the constants. */
  children: {
    familyPools: (age: number, from: string, to: string) =>
      fill(record.care.children.familyPools, { age: String(age), from, to }),
    wholeCircuit: (age: number) => fill(record.care.children.wholeCircuit, { age: String(age) }),
  },
};
