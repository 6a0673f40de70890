/**
 * The concierge's assessment: its questions, their choices and where the answers start. Apart
 * from the rules that turn answers into a journey (concierge-rules.ts), so the questions can show
 * without them.
 */

export const wellnessGoals = [
  'Rest & Recovery',
  'Stress Reduction',
  'Energy & Vitality',
  'Mental Clarity',
  'Physical Renewal',
  'Emotional Balance',
  'Sleep Improvement',
  'Detoxification',
] as const;
export type WellnessGoal = (typeof wellnessGoals)[number];

export const wellnessSliders = [
  { id: 'energy', label: 'Energy Level', low: 'Drained', high: 'Full of energy' },
  { id: 'sleep', label: 'Sleep Quality', low: 'Restless nights', high: 'Deep, easy sleep' },
  { id: 'stress', label: 'Stress Level', low: 'Calm', high: 'Under great strain' },
  { id: 'activity', label: 'Physical Activity', low: 'Mostly still', high: 'Very active' },
] as const;
export type WellnessSliderId = (typeof wellnessSliders)[number]['id'];

export const temperaturePreferences = [
  { value: 'heat', label: 'I love intense heat' },
  { value: 'warm', label: 'Warm, but not scorching' },
  { value: 'cool', label: 'I prefer cooler spaces' },
  { value: 'contrast', label: 'Hot and cold contrast' },
] as const;
export type TemperaturePreference = (typeof temperaturePreferences)[number]['value'];

export const activityLevels = [
  { value: 'gentle', label: 'Gentle: mostly rest' },
  { value: 'light', label: 'Light: an easy walk or swim' },
  { value: 'moderate', label: 'Moderate: some movement' },
  { value: 'active', label: 'Active: I like a challenge' },
] as const;
export type ActivityLevel = (typeof activityLevels)[number]['value'];

export const socialPreferences = [
  { value: 'solitude', label: 'Quiet and on my own' },
  { value: 'together', label: 'With my partner or a friend' },
  { value: 'social', label: 'Sociable: I enjoy company' },
] as const;
export type SocialPreference = (typeof socialPreferences)[number]['value'];

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
export const journeyModes = [
  { id: 'relax', name: 'RELAX', title: 'Deep Restoration' },
  { id: 'refresh', name: 'REFRESH', title: 'Energy Renewal' },
  { id: 'revive', name: 'REVIVE', title: 'Complete Reset' },
] as const;
export type JourneyModeId = (typeof journeyModes)[number]['id'];
