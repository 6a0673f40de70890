import { heatRounds } from './constants.ts';
import { numberWord } from './format.ts';
import { eitherOf } from './guidance-format.ts';
import type { GuidanceId } from './station-guidance.ts';

/**
 * The words of each station's safety guidance (`station-guidance.ts` holds the figures). Calm
 * and factual: what to expect and how to take it, never a warning sign in words.
 */

/** The names of a station's notes, wherever they are shown. */
export const guidanceLabels = {
  /** Names the notes as a whole: the floor plan's details and the spa page's stations. */
  notesLabel: 'Safety and timing',
  temperature: 'Temperature',
  time: 'Recommended time',
  after: 'Afterwards',
  health: 'Your health',
  /** A station with a hot and a cold side: "Hot 38-40°C, cold 10-12°C". */
  hotAndCold: (hot: string, cold: string) => `Hot ${hot}, cold ${cold}`,
  /** The same sides one to a line, as the safety page's table shows them. */
  hotSide: (hot: string) => `Hot ${hot}`,
  coldSide: (cold: string) => `Cold ${cold}`,
  /** A time for a whole session rather than each visit: "10-15 minutes in all". */
  inAll: (span: string) => `${span} in all`,
};

export interface GuidanceWords {
  /** The stations of this kind, as the safety page's table names them. */
  readonly name: string;
  /** The recommended time (`span`, e.g. "10-15 minutes") with how to take it. */
  readonly time: (span: string) => string;
  /** How to cool down or warm up afterwards. */
  readonly after: string;
}

const rounds = numberWord(heatRounds);

export const guidanceWords = {
  sauna: {
    name: 'Show Sauna and Barrel Sauna',
    time: (span: string) => `${span} a round, then rest; ${rounds} rounds are plenty`,
    after:
      'Cool down step by step: fresh air first, then a cold shower or the plunge. Rest for twice as long as you were in the heat, and drink some water.',
  },
  infraredSauna: {
    name: 'Infrared saunas',
    time: (span: string) => `${span} a session`,
    after:
      'Rinse under a lukewarm shower, then rest a while and drink some water. Gentle heat needs only a gentle cool-down.',
  },
  steamRoom: {
    name: 'Hammam',
    time: (span: string) => `${span} a round, then rest`,
    after:
      'Rinse the steam away under a cool shower, then rest and drink some water before another round.',
  },
  onsen: {
    name: 'Earth onsen',
    time: (span: string) => `${span} a soak, with a rest before the next`,
    after:
      'Step out slowly, as hot water can leave you light-headed. Cool your face and wrists, then rest and drink some water.',
  },
  hotBath: {
    name: 'Private hot baths',
    time: (span: string) => `${span} a soak, with a pause between soaks`,
    after:
      'Rise slowly and sit for a moment before you stand. A lukewarm shower and a glass of water bring you back gently.',
  },
  hydrotherapyPool: {
    name: 'Hydrotherapy pool',
    time: (span: string) => `${span} in the jets`,
    after:
      'At this warmth there is nothing to cool down from: rest on a lounger and drink some water.',
  },
  floatation: {
    name: 'Sky bathing floatation',
    time: (span: string) => `${span}, one evening session`,
    after:
      'Rinse the salt away under a warm shower, then take a few quiet minutes before you walk on.',
  },
  plungePools: {
    name: 'Biohacking plunge pools',
    time: (span: string) =>
      `${guidanceLabels.inAll(span)}: ${rounds} rounds of a few minutes hot, then under a minute cold`,
    after:
      'End on the cold side, then dry off, wrap up and let your body warm itself at its own pace while you rest.',
  },
  coldPlunge: {
    name: 'Cold plunge',
    time: (span: string) => `${span}, breathing slowly`,
    after:
      'Warm up from the inside: dry off, put on your robe and walk a little, or rest with a warm foot soak. Go back to the heat once you feel warm again.',
  },
  kneippWalk: {
    name: 'Kneipp walk',
    time: (span: string) => `${span}, until your feet feel the cold`,
    after: 'Dry your feet and walk on in slippers until they feel warm again.',
  },
  coldMist: {
    name: 'Cold mist',
    time: (span: string) => `${span} at an easy pace`,
    after: 'Wrap up in your robe and rest a while before the next station.',
  },
  biopool: {
    name: 'Biopool',
    time: (span: string) => `${span} of slow swimming`,
    after: 'Dry off and rest in the sun or under a blanket until you feel warm again.',
  },
  biolake: {
    name: 'Nature biolake',
    time: (span: string) => `${span}, shorter when the water is cool`,
    after:
      'Dry off straight away and wrap up warm. On cool days, a warm shower or a round of gentle heat brings you back.',
  },
} as const satisfies Readonly<Record<GuidanceId, GuidanceWords>>;

/** Who should check with a doctor first or skip a station for the day, and from what age it is open. */
export const careWords = {
  /** "Ask your doctor first if you are pregnant or have a heart condition." */
  askFirst: (who: readonly string[]) => `Ask your doctor first if you ${eitherOf(who)}.`,
  who: {
    pregnancy: 'are pregnant',
    heart: 'have a heart or blood-pressure condition',
  },
  skip: 'Leave it for another day after alcohol or with a fever.',
  /** From what age, as the house rules set: the ages and hours come from the constants. */
  children: {
    familyPools: (age: number, from: string, to: string) =>
      `Children from ${String(age)} are welcome with an adult beside them, every day from ${from} to ${to}.`,
    wholeCircuit: (age: number) => `For guests aged ${String(age)} and over.`,
  },
};
