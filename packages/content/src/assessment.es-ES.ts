/** The concierge's assessment in Castilian Spanish: its questions, choices and starting answers. */
import type { Words } from './words.ts';
import type * as en from './assessment.ts';
import type { AssessmentAnswers } from './assessment.ts';

export const wellnessGoals: Words<typeof en.wellnessGoals> = [
  'Descanso y recuperación',
  'Menos estrés',
  'Energía y vitalidad',
  'Claridad mental',
  'Renovación física',
  'Equilibrio emocional',
  'Dormir mejor',
  'Depuración',
];

export const wellnessSliders: Words<typeof en.wellnessSliders> = [
  { id: 'energy', label: 'Nivel de energía', low: 'Sin fuerzas', high: 'Con energía de sobra' },
  { id: 'sleep', label: 'Calidad del sueño', low: 'Noches inquietas', high: 'Sueño profundo' },
  { id: 'stress', label: 'Nivel de estrés', low: 'En calma', high: 'Bajo mucha presión' },
  { id: 'activity', label: 'Actividad física', low: 'Poco movimiento', high: 'Mucho movimiento' },
];

export const temperaturePreferences: Words<typeof en.temperaturePreferences> = [
  { value: 'heat', label: 'Me encanta el calor intenso' },
  { value: 'warm', label: 'Calor agradable, sin excesos' },
  { value: 'cool', label: 'Prefiero los espacios frescos' },
  { value: 'contrast', label: 'El contraste entre calor y frío' },
];

export const activityLevels: Words<typeof en.activityLevels> = [
  { value: 'gentle', label: 'Suave: sobre todo descanso' },
  { value: 'light', label: 'Ligero: un paseo o un baño tranquilo' },
  { value: 'moderate', label: 'Moderado: algo de movimiento' },
  { value: 'active', label: 'Intenso: me gustan los retos' },
];

export const socialPreferences: Words<typeof en.socialPreferences> = [
  { value: 'solitude', label: 'A solas y en silencio' },
  { value: 'together', label: 'Con mi pareja o con un amigo' },
  { value: 'social', label: 'Sociable: me gusta la compañía' },
];

export const defaultAnswers: AssessmentAnswers = {
  goals: [],
  sliders: { energy: 5, sleep: 5, stress: 5, activity: 5 },
  temperature: 'warm',
  activity: 'light',
  social: 'solitude',
  notes: '',
};

export const journeyModes: Words<typeof en.journeyModes> = [
  { id: 'relax', name: 'RELAX', title: 'Descanso profundo' },
  { id: 'refresh', name: 'REFRESH', title: 'Energía renovada' },
  { id: 'revive', name: 'REVIVE', title: 'Renovación integral' },
];
