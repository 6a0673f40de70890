import { assessmentSlider, temperatures } from './constants.ts';
import { formatTemperature, listOf } from './format.ts';

/**
 * A journey's words: the touchless therapies the concierge chooses from, and the short reason it
 * gives for each choice, quoting the answers the choice came from. The wellness rules
 * (`concierge-rules.ts`) decide and hand over the answers that weighed; these words say why, so
 * a language's build, which swaps this module for its twin, explains the same journey in its own
 * words.
 */

export const touchlessTherapies = [
  { id: 'hydrojet', name: 'Hydrojet' },
  { id: 'wavetouch', name: 'Wavetouch' },
  { id: 'mineral-soak', name: 'Mineral Soak' },
] as const;
export type TouchlessTherapyId = (typeof touchlessTherapies)[number]['id'];

/** An answer as the guest chose it, in quotation marks. */
const quote = (answer: string) => `“${answer}”`;

function quoteGoals(goals: readonly string[]): string {
  return listOf(goals.map(quote));
}

function outOfTen(label: string, value: number): string {
  return `${label} at ${value} of ${assessmentSlider.max}`;
}

const amongGoals = (goals: readonly string[]) =>
  goals.length > 0 ? [`${quoteGoals(goals)} among your goals`] : [];

const slowDescent = 'this slow, warm descent prepares a deep night.';

/**
 * The reasons behind a journey's choices. A slider's score is given only when it weighed in the
 * choice (`undefined` otherwise); goals and preferences are the words the guest chose.
 */
export const journeyReasons = {
  mode: {
    relax: (why: {
      readonly stress: number | undefined;
      readonly sleep: number | undefined;
      readonly goals: readonly string[];
    }) => {
      const reasons = [
        ...(why.stress === undefined ? [] : [outOfTen('your stress', why.stress)]),
        ...(why.sleep === undefined ? [] : [outOfTen('your sleep', why.sleep)]),
        ...amongGoals(why.goals),
      ];
      return `${reasons.length > 0 ? `With ${reasons.join(' and ')}` : 'With nothing pressing on you'}, your body will thank you for slowing right down.`;
    },
    refresh: (why: { readonly energy: number | undefined; readonly goals: readonly string[] }) => {
      const reasons = [
        ...(why.energy === undefined ? [] : [outOfTen('your energy', why.energy)]),
        ...amongGoals(why.goals),
      ];
      return `With ${reasons.join(' and ') || 'an active day in mind'}, heat and cold in turn will wake you up.`;
    },
    revive: (goals: readonly string[]) =>
      `You chose ${quoteGoals(goals)}: a complete reset that clears and renews the body.`,
  },
  sequence: {
    reset: 'Sweat, scrub and rinse: the sequence built for a reset.',
    energy: 'Short rounds of heat and cold are the quickest way back to energy.',
    sleepGoal: `You want to sleep better: ${slowDescent}`,
    sleepScore: (sleep: number) =>
      `You rated your sleep ${sleep} of ${assessmentSlider.max}: ${slowDescent}`,
    sleepsWell:
      'You sleep well, so we lead you from play to stillness rather than straight to bed.',
    coolerSpaces: `You prefer cooler spaces, so instead of a sequence that starts in a sauna yours starts with a swim and ends in stillness.`,
  },
  station: {
    warmWater: (temperature: string) =>
      `${quote(temperature)}: warm water at ${formatTemperature(temperatures.earthOnsen)} instead of a sauna.`,
    steam: 'Steam opens the skin before the scrub.',
    mud: 'Mud and a rinse to clear the skin.',
    aufguss: (company: string) =>
      `${quote(company)}: the Aufguss ceremony is heat shared with others.`,
    hottestSauna: (temperature: string) =>
      `${quote(temperature)}: the wood-fired sauna by the pond runs hottest.`,
    gentleSauna: (temperature: string) =>
      `${quote(temperature)}: the infrared sauna's ${formatTemperature(temperatures.infraredSauna)} warms you gently.`,
    /** For a guest who asked for contrast, their answer; otherwise the plunge is for energy. */
    coldPlunge: (temperature?: string) =>
      `${temperature === undefined ? 'For energy' : quote(temperature)}: the cold plunge at ${formatTemperature(temperatures.coldPlunge)}.`,
    softCoolDown: `A soft cool-down in a biopool at ${formatTemperature(temperatures.biopool)}, never a shock.`,
    contrastRound: (activity: string) =>
      `${quote(activity)}: one more contrast round to keep you moving.`,
    hay: 'Warm hay and quiet let the nervous system settle.',
    poolBar: (company: string) => `${quote(company)}: end together at the vitality pool bar.`,
    loungers: (company: string) => `${quote(company)}: loungers side by side in the shade.`,
    privateSanctum: (company: string) => `${quote(company)}: a private sanctum to yourself.`,
    tea: 'Herbal tea to rehydrate after the heat.',
    pause: 'A quiet pause between the water and the rest of your day.',
  },
  touchless: {
    mineralSoak: 'A mineral soak finishes the reset and leaves the skin calm.',
    hydrojet: (activity: number) =>
      `With ${outOfTen('your activity', activity)}, Hydrojet's massage loosens working muscles.`,
    wavetouch: (stress: number) =>
      `With ${outOfTen('your stress', stress)}, Wavetouch's slow rhythm helps you let go.`,
  },
} as const;
