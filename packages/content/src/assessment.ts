import record from '../data/assessment/assessment.en-GB.json' with { type: 'json' };
import type { Assessment } from './data/schemas/assessment.ts';

/**
 * The concierge's assessment: its questions, their choices and where the answers start. Apart
 * from the rules that turn answers into a journey (concierge-rules.ts), so the questions can show
 * without them. The words are in `data/assessment/`; the ids and values the rules know are the
 * same in every language.
 */

/**
 * A goal is the words the guest ticked, in the page's language; the rules know each goal by its
 * place in the list.
 */
export type WellnessGoal = string;
export type WellnessSliderId = 'energy' | 'sleep' | 'stress' | 'activity';
export type TemperaturePreference = 'heat' | 'warm' | 'cool' | 'contrast';
export type ActivityLevel = 'gentle' | 'light' | 'moderate' | 'active';
export type SocialPreference = 'solitude' | 'together' | 'social';
export type JourneyModeId = 'relax' | 'refresh' | 'revive';

interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: string;
}
type Three<T> = readonly [T, T, T];
type Four<T> = readonly [T, T, T, T];

const words: Assessment = record;

// The build checks the file against `assessmentSchema`, the lists' lengths and ids included; a
// JSON file's inferred type can say neither, so they are stated here.
const assessment = words as unknown as {
  readonly wellnessGoals: readonly [...Four<WellnessGoal>, ...Four<WellnessGoal>];
  readonly wellnessSliders: Four<{
    readonly id: WellnessSliderId;
    readonly label: string;
    readonly low: string;
    readonly high: string;
  }>;
  readonly temperaturePreferences: Four<Choice<TemperaturePreference>>;
  readonly activityLevels: Four<Choice<ActivityLevel>>;
  readonly socialPreferences: Three<Choice<SocialPreference>>;
  readonly journeyModes: Three<{
    readonly id: JourneyModeId;
    readonly name: string;
    readonly title: string;
  }>;
};

export const wellnessGoals = assessment.wellnessGoals;

export const wellnessSliders = assessment.wellnessSliders;

export const temperaturePreferences = assessment.temperaturePreferences;

export const activityLevels = assessment.activityLevels;

export const socialPreferences = assessment.socialPreferences;

export interface AssessmentAnswers {
  readonly goals: readonly WellnessGoal[];
  readonly sliders: Readonly<Record<WellnessSliderId, number>>;
  readonly temperature: TemperaturePreference;
  readonly activity: ActivityLevel;
  readonly social: SocialPreference;
  readonly notes: string;
}

/** Where the assessment starts: the middle of every scale and the gentlest choices. */
export const defaultAnswers: AssessmentAnswers = {
  goals: [],
  sliders: { energy: 5, sleep: 5, stress: 5, activity: 5 },
  temperature: 'warm',
  activity: 'light',
  social: 'solitude',
  notes: '',
};

/** The three kinds of day the concierge can plan. */
export const journeyModes = assessment.journeyModes;
