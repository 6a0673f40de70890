import {
  activityLevels,
  journeyModes,
  socialPreferences,
  temperaturePreferences,
  wellnessGoals,
} from './assessment.ts';
import type { AssessmentAnswers, JourneyModeId, WellnessGoal } from './assessment.ts';
import { assessmentSlider } from './constants.ts';
import { facilityById } from './facility-lookups.ts';
import { journeyReasons, touchlessTherapies } from './journey-words.ts';
import { spaSequences } from './pages/spa-sequences.ts';

/**
 * The concierge's wellness rules: a guest's assessment answers in, a spa journey out. Pure and
 * deterministic, so it runs in the guest's browser (answers never leave it) and every rule is
 * a row in a table-driven test.
 *
 * 1. Mode. Three scores, the highest wins (ties go REVIVE, then RELAX, then REFRESH):
 *    - RELAX: stress above 5, sleep below 6, and 3 points per restful goal (Rest & Recovery,
 *      Stress Reduction, Sleep Improvement, Emotional Balance);
 *    - REFRESH: energy below 6, and 3 points per energising goal (Energy & Vitality, Mental
 *      Clarity), 1 more for an active guest;
 *    - REVIVE: 5 points for Detoxification, 3 for Physical Renewal.
 * 2. Guided sequence. REVIVE → Detox & Circulation Cycle; REFRESH → Energy Boost Circuit;
 *    RELAX → Sleep Optimization Flow when sleep is 5 or below or sleep is a goal, otherwise the
 *    Play-to-Stillness Journey. A guest who prefers cooler spaces never gets a sequence that
 *    starts in a sauna (the Energy Boost Circuit): the Play-to-Stillness Journey, which starts
 *    with a swim, takes its place.
 * 3. Stations, always in the order heat → cold → rest, 4 to 6 of them from the floor plan:
 *    the heat follows the temperature preference (no sauna for a guest who prefers it cool: warm
 *    water instead), the company follows the social preference (a private bath for solitude, the
 *    Aufguss for a sociable guest), and an active guest gets one more contrast station.
 * 4. Touchless therapy: Mineral Soak for REVIVE, Hydrojet for REFRESH, Wavetouch for RELAX.
 * Every choice carries a short reason that quotes the answers it came from.
 *
 * This module holds no words: the reasons are `journeyReasons` (journey-words.ts), the names are
 * the facilities', the sequences' and the assessment's. It reads them by their English modules,
 * which a language's build swaps for their twins, so every language derives the same journey
 * and explains it in its own words.
 */

type SequenceId = (typeof spaSequences.items)[number]['id'];

export interface JourneyStation {
  readonly id: string;
  readonly name: string;
  readonly why: string;
}

export interface Journey {
  readonly mode: (typeof journeyModes)[number];
  readonly modeWhy: string;
  readonly sequence: (typeof spaSequences.items)[number];
  readonly sequenceWhy: string;
  readonly stations: readonly JourneyStation[];
  readonly touchless: (typeof touchlessTherapies)[number];
  readonly touchlessWhy: string;
}

// A goal is the words the guest ticked, in the page's language; the rules name each by its place
// in the list, which is the same in every language.
const [
  restAndRecovery,
  stressReduction,
  energyAndVitality,
  mentalClarity,
  physicalRenewal,
  emotionalBalance,
  sleepImprovement,
  detoxification,
] = wellnessGoals;
const restfulGoals: readonly WellnessGoal[] = [
  restAndRecovery,
  stressReduction,
  sleepImprovement,
  emotionalBalance,
];
const energisingGoals: readonly WellnessGoal[] = [energyAndVitality, mentalClarity];

function clampSlider(value: number): number {
  if (!Number.isFinite(value)) return 5;
  return Math.min(assessmentSlider.max, Math.max(assessmentSlider.min, Math.round(value)));
}

function label<T extends { value: string; label: string }>(options: readonly T[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

function sequence(id: SequenceId) {
  const found = spaSequences.items.find((item) => item.id === id);
  if (!found) throw new Error(`No guided sequence "${id}"`);
  return found;
}

/** The sequences whose first step is a sauna. */
const saunaFirst: readonly SequenceId[] = ['energy-boost'];

function chooseMode(answers: AssessmentAnswers, s: AssessmentAnswers['sliders']) {
  const has = (goal: WellnessGoal) => answers.goals.includes(goal);
  const restful = answers.goals.filter((goal) => restfulGoals.includes(goal));
  const energising = answers.goals.filter((goal) => energisingGoals.includes(goal));
  const relax = Math.max(0, s.stress - 5) + Math.max(0, 6 - s.sleep) + 3 * restful.length;
  const refresh =
    Math.max(0, 6 - s.energy) + 3 * energising.length + (answers.activity === 'active' ? 1 : 0);
  const revive = (has(detoxification) ? 5 : 0) + (has(physicalRenewal) ? 3 : 0);

  if (revive > 0 && revive >= relax && revive >= refresh) {
    const goals = answers.goals.filter((g) => g === detoxification || g === physicalRenewal);
    return { id: 'revive' as const, why: journeyReasons.mode.revive(goals) };
  }
  if (relax >= refresh) {
    return {
      id: 'relax' as const,
      why: journeyReasons.mode.relax({
        stress: s.stress > 5 ? s.stress : undefined,
        sleep: s.sleep < 6 ? s.sleep : undefined,
        goals: restful,
      }),
    };
  }
  return {
    id: 'refresh' as const,
    why: journeyReasons.mode.refresh({
      energy: s.energy < 6 ? s.energy : undefined,
      goals: energising,
    }),
  };
}

function chooseSequence(
  mode: JourneyModeId,
  answers: AssessmentAnswers,
  s: AssessmentAnswers['sliders'],
) {
  const sleepGoal = answers.goals.includes(sleepImprovement);
  const sleepy = s.sleep <= 5 || sleepGoal;
  let id: SequenceId =
    mode === 'revive'
      ? 'detox-circulation'
      : mode === 'refresh'
        ? 'energy-boost'
        : sleepy
          ? 'sleep-optimization'
          : 'play-to-stillness';
  const reasons = journeyReasons.sequence;
  let why =
    mode === 'revive'
      ? reasons.reset
      : mode === 'refresh'
        ? reasons.energy
        : sleepy
          ? sleepGoal
            ? reasons.sleepGoal
            : reasons.sleepScore(s.sleep)
          : reasons.sleepsWell;
  if (answers.temperature === 'cool' && saunaFirst.includes(id)) {
    id = 'play-to-stillness';
    why = reasons.coolerSpaces;
  }
  return { sequence: sequence(id), why };
}

function station(id: string, why: string): JourneyStation {
  return { id, name: facilityById(id).name, why };
}

function chooseStations(mode: JourneyModeId, answers: AssessmentAnswers): JourneyStation[] {
  const temperature = label(temperaturePreferences, answers.temperature);
  const company = label(socialPreferences, answers.social);
  const reasons = journeyReasons.station;
  const heat: JourneyStation[] = [];
  const cold: JourneyStation[] = [];
  const rest: JourneyStation[] = [];

  // Heat, following the temperature preference and the company the guest wants.
  if (answers.temperature === 'cool') {
    heat.push(
      station(
        answers.social === 'solitude' ? 'private-hot-baths-single' : 'earth-onsen',
        reasons.warmWater(temperature),
      ),
    );
  } else if (mode === 'revive') {
    heat.push(station('event-hammam', reasons.steam));
    heat.push(station('larger-rinse-shower-mud', reasons.mud));
  } else if (answers.temperature === 'heat' || answers.social === 'social') {
    heat.push(
      answers.social === 'social'
        ? station('event-sauna', reasons.aufguss(company))
        : station('rural-sauna-pond', reasons.hottestSauna(temperature)),
    );
  } else {
    heat.push(station('infrared-sauna-1', reasons.gentleSauna(temperature)));
  }

  // Cold: gentle water for rest, sharp cold for energy and contrast.
  const sharp = mode === 'refresh' || answers.temperature === 'contrast';
  cold.push(
    sharp
      ? station(
          'walk-through-cold-plunge',
          reasons.coldPlunge(answers.temperature === 'contrast' ? temperature : undefined),
        )
      : station(
          answers.temperature === 'cool' ? 'nature-biolake-immersive' : 'biopool-sauna-hammam',
          reasons.softCoolDown,
        ),
  );
  if (answers.activity === 'active' || answers.activity === 'moderate') {
    cold.push(
      station(
        mode === 'refresh' ? 'plunge-pools-biohacking' : 'elemental-showers',
        reasons.contrastRound(label(activityLevels, answers.activity)),
      ),
    );
  }

  // Rest, alone or in company.
  if (mode === 'relax') {
    rest.push(station('hay-relaxation-space', reasons.hay));
  }
  rest.push(
    answers.social === 'social'
      ? station('vitality-pool-bar', reasons.poolBar(company))
      : answers.social === 'together'
        ? station('lounger-zones', reasons.loungers(company))
        : station('private-sanctum-space', reasons.privateSanctum(company)),
  );
  if (mode === 'revive') {
    rest.push(station('tea-house', reasons.tea));
  }

  const stations = [...heat, ...cold, ...rest];
  // Four at least, six at most: a journey short enough to enjoy and long enough to matter.
  const pauses = ['hay-relaxation-space', 'tea-house', 'lounger-zones'];
  const pause = pauses.find((id) => !stations.some((s) => s.id === id));
  if (stations.length < 4 && pause) {
    stations.splice(heat.length + cold.length, 0, station(pause, reasons.pause));
  }
  return stations.slice(0, 6);
}

function chooseTouchless(mode: JourneyModeId, s: AssessmentAnswers['sliders']) {
  const reasons = journeyReasons.touchless;
  if (mode === 'revive') return { id: 'mineral-soak' as const, why: reasons.mineralSoak };
  if (mode === 'refresh') return { id: 'hydrojet' as const, why: reasons.hydrojet(s.activity) };
  return { id: 'wavetouch' as const, why: reasons.wavetouch(s.stress) };
}

/** The journey for a set of answers; the same answers always give the same journey. */
export function recommendJourney(answers: AssessmentAnswers): Journey {
  const sliders = {
    energy: clampSlider(answers.sliders.energy),
    sleep: clampSlider(answers.sliders.sleep),
    stress: clampSlider(answers.sliders.stress),
    activity: clampSlider(answers.sliders.activity),
  };
  const mode = chooseMode(answers, sliders);
  const { sequence: chosen, why: sequenceWhy } = chooseSequence(mode.id, answers, sliders);
  const touchless = chooseTouchless(mode.id, sliders);
  const therapy = touchlessTherapies.find((t) => t.id === touchless.id)!;
  return {
    mode: journeyModes.find((m) => m.id === mode.id)!,
    modeWhy: mode.why,
    sequence: chosen,
    sequenceWhy,
    stations: chooseStations(mode.id, answers),
    touchless: therapy,
    touchlessWhy: touchless.why,
  };
}

/**
 * A journey carried to the booking request page in the address: the mode, the sequence, the
 * stations and the touchless therapy by id; never the guest's answers or notes.
 */
export function journeyToSearch(journey: Journey): string {
  const params = new URLSearchParams({
    mode: journey.mode.id,
    sequence: journey.sequence.id,
    stations: journey.stations.map((s) => s.id).join(','),
    touchless: journey.touchless.id,
  });
  return `?${params.toString()}`;
}

export interface JourneyRequest {
  readonly mode: (typeof journeyModes)[number];
  readonly sequence: (typeof spaSequences.items)[number];
  readonly stations: readonly { readonly id: string; readonly name: string }[];
  readonly touchless: (typeof touchlessTherapies)[number];
}

/** Reads a journey back from an address; anything unknown or malformed gives null. */
export function journeyFromSearch(search: string): JourneyRequest | null {
  const params = new URLSearchParams(search);
  const mode = journeyModes.find((m) => m.id === params.get('mode'));
  const chosen = spaSequences.items.find((item) => item.id === params.get('sequence'));
  const touchless = touchlessTherapies.find((t) => t.id === params.get('touchless'));
  const ids = (params.get('stations') ?? '').split(',').filter(Boolean);
  if (!mode || !chosen || !touchless || ids.length < 1 || ids.length > 6) return null;
  try {
    const stations = ids.map((id) => ({ id, name: facilityById(id).name }));
    return { mode, sequence: chosen, stations, touchless };
  } catch {
    return null;
  }
}
