/** The concierge's assessment in European Portuguese: questions and choices; values stay as in English. */
import type { Words } from './words.ts';
import type * as en from './assessment.ts';

export const wellnessGoals: Words<typeof en.wellnessGoals> = [
  'Descanso e recuperação',
  'Menos stress',
  'Energia e vitalidade',
  'Clareza mental',
  'Renovação física',
  'Equilíbrio emocional',
  'Dormir melhor',
  'Depuração',
];

export const wellnessSliders: Words<typeof en.wellnessSliders> = [
  { id: 'energy', label: 'Nível de energia', low: 'Sem energia', high: 'Energia de sobra' },
  {
    id: 'sleep',
    label: 'Qualidade do sono',
    low: 'Noites agitadas',
    high: 'Sono profundo e tranquilo',
  },
  { id: 'stress', label: 'Nível de stress', low: 'Sem tensão', high: 'Sob grande pressão' },
  { id: 'activity', label: 'Atividade física', low: 'Pouco movimento', high: 'Muito movimento' },
];

export const temperaturePreferences: Words<typeof en.temperaturePreferences> = [
  { value: 'heat', label: 'Adoro calor intenso' },
  { value: 'warm', label: 'Quente, mas sem escaldar' },
  { value: 'cool', label: 'Prefiro espaços mais frescos' },
  { value: 'contrast', label: 'Contraste entre quente e frio' },
];

export const activityLevels: Words<typeof en.activityLevels> = [
  { value: 'gentle', label: 'Suave: sobretudo descanso' },
  { value: 'light', label: 'Leve: caminhar ou nadar sem pressa' },
  { value: 'moderate', label: 'Moderado: algum movimento' },
  { value: 'active', label: 'Ativo: gosto de desafios' },
];

export const socialPreferences: Words<typeof en.socialPreferences> = [
  { value: 'solitude', label: 'Em sossego, a sós' },
  { value: 'together', label: 'Com o meu par ou um amigo' },
  { value: 'social', label: 'Em convívio: gosto de companhia' },
];

export const defaultAnswers: Words<typeof en.defaultAnswers> = {
  goals: [],
  sliders: { energy: 5, sleep: 5, stress: 5, activity: 5 },
  temperature: 'warm',
  activity: 'light',
  social: 'solitude',
  notes: '',
};

export const journeyModes: Words<typeof en.journeyModes> = [
  { id: 'relax', name: 'RELAX', title: 'Descanso profundo' },
  { id: 'refresh', name: 'REFRESH', title: 'Energia renovada' },
  { id: 'revive', name: 'REVIVE', title: 'Renovação integral' },
];
