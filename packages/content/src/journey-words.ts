import data from '../data/journeys/reasons/reasons.en-GB.json' with { type: 'json' };
import { assessmentSlider, temperatures } from './constants.ts';
import type { JourneyWordsRecord } from './data/schemas/journeys.ts';
import { listOf } from './format.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';
import { placeName } from './spa-places.ts';

/**
 * A journey's words: the touchless therapies the concierge chooses from, and the short reason it
 * gives for each choice, quoting the answers the choice came from. The wellness rules
 * (`concierge-rules.ts`) decide and hand over the answers that weighed; these words, in
 * `data/journeys/reasons/`, say why, so a language's build explains the same journey in its own
 * words. The therapies' names are the spa places' (`data/spa/places/`).
 */

const record = data as JourneyWordsRecord;
const locale = language.locale;
const fill = (words: string, figures: Readonly<Record<string, string>>) =>
  fillPlaceholders(words, figures, locale);

/** The touchless therapies by the ids a journey's address carries (`?touchless=hydrojet`). */
const touchlessTherapyIds = ['hydrojet', 'wavetouch', 'mineral-soak'] as const;
export type TouchlessTherapyId = (typeof touchlessTherapyIds)[number];
export const touchlessTherapies: readonly {
  readonly id: TouchlessTherapyId;
  readonly name: string;
}[] = touchlessTherapyIds.map((id) => ({ id, name: placeName(id) }));

/** An answer as the guest chose it, in quotation marks. */
const quote = (answer: string) => fill(record.quote, { answer });

function quoteGoals(goals: readonly string[]): string {
  return listOf(goals.map(quote), locale);
}

function outOfTen(label: string, value: number): string {
  return fill(record.outOfTen, { label, value: String(value), max: String(assessmentSlider.max) });
}

/** Reasons one after another, as the language joins them: "A, B and C". */
function joinReasons(reasons: readonly string[]): string {
  if (reasons.length < 2) return reasons.join('');
  return `${reasons.slice(0, -1).join(record.reasonSeparator)}${record.lastReasonSeparator}${reasons.at(-1) ?? ''}`;
}

const amongGoals = (goals: readonly string[]) =>
  goals.length > 0 ? [fill(record.amongGoals, { goals: quoteGoals(goals) })] : [];

/** Why, with the reasons that weighed, or the line for none. */
const why = (reasons: readonly string[], withReasons: string, without: string) =>
  reasons.length > 0 ? fill(withReasons, { reasons: joinReasons(reasons) }) : without;

/** A temperature in a reason, as the page's language writes it in a sentence. */
const inText = (range: { readonly min: number; readonly max: number }) =>
  fillPlaceholders(record.temperatureInText, range, locale);

const { mode, sequence, station, touchless, scoreLabels, slowDescent } = record;

/**
 * The reasons behind a journey's choices. A slider's score is given only when it weighed in the
 * choice (`undefined` otherwise); goals and preferences are the words the guest chose.
 */
export const journeyReasons = {
  mode: {
    relax: (answers: {
      readonly stress: number | undefined;
      readonly sleep: number | undefined;
      readonly goals: readonly string[];
    }) => {
      const reasons = [
        ...(answers.stress === undefined ? [] : [outOfTen(scoreLabels.stress, answers.stress)]),
        ...(answers.sleep === undefined ? [] : [outOfTen(scoreLabels.sleep, answers.sleep)]),
        ...amongGoals(answers.goals),
      ];
      return fill(mode.relax, { why: why(reasons, mode.relaxWith, mode.relaxWithout) });
    },
    refresh: (answers: {
      readonly energy: number | undefined;
      readonly goals: readonly string[];
    }) => {
      const reasons = [
        ...(answers.energy === undefined ? [] : [outOfTen(scoreLabels.energy, answers.energy)]),
        ...amongGoals(answers.goals),
      ];
      return fill(mode.refresh, { why: why(reasons, mode.refreshWith, mode.refreshWithout) });
    },
    revive: (goals: readonly string[]) => fill(mode.revive, { goals: quoteGoals(goals) }),
  },
  sequence: {
    reset: sequence.reset,
    energy: sequence.energy,
    sleepGoal: fill(sequence.sleepGoal, { slowDescent }),
    sleepScore: (sleep: number) =>
      fill(sequence.sleepScore, {
        sleep: String(sleep),
        max: String(assessmentSlider.max),
        slowDescent,
      }),
    sleepsWell: sequence.sleepsWell,
    coolerSpaces: sequence.coolerSpaces,
  },
  station: {
    warmWater: (temperature: string) =>
      fill(station.warmWater, {
        answer: quote(temperature),
        earthOnsen: inText(temperatures.earthOnsen),
      }),
    steam: station.steam,
    mud: station.mud,
    aufguss: (company: string) => fill(station.aufguss, { answer: quote(company) }),
    hottestSauna: (temperature: string) =>
      fill(station.hottestSauna, { answer: quote(temperature) }),
    gentleSauna: (temperature: string) =>
      fill(station.gentleSauna, {
        answer: quote(temperature),
        infraredSauna: inText(temperatures.infraredSauna),
      }),
    /** For a guest who asked for contrast, their answer; otherwise the plunge is for energy. */
    coldPlunge: (temperature?: string) =>
      fill(station.coldPlunge, {
        answer: temperature === undefined ? station.coldPlungeForEnergy : quote(temperature),
        coldPlunge: inText(temperatures.coldPlunge),
      }),
    softCoolDown: fill(station.softCoolDown, { biopool: inText(temperatures.biopool) }),
    contrastRound: (activity: string) => fill(station.contrastRound, { answer: quote(activity) }),
    hay: station.hay,
    poolBar: (company: string) => fill(station.poolBar, { answer: quote(company) }),
    loungers: (company: string) => fill(station.loungers, { answer: quote(company) }),
    privateSanctum: (company: string) => fill(station.privateSanctum, { answer: quote(company) }),
    tea: station.tea,
    pause: station.pause,
  },
  touchless: {
    mineralSoak: touchless.mineralSoak,
    hydrojet: (activity: number) =>
      fill(touchless.hydrojet, { activity: outOfTen(scoreLabels.activity, activity) }),
    wavetouch: (stress: number) =>
      fill(touchless.wavetouch, { stress: outOfTen(scoreLabels.stress, stress) }),
  },
};
