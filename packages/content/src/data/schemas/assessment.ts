import * as v from 'valibot';
import { recordId, text, words } from './common.ts';

const choices = (title: string, example: string, count: number) =>
  v.pipe(
    v.array(
      v.object({
        value: recordId(example),
        label: words(v.pipe(text, v.maxLength(80), v.title('Choice'))),
      }),
    ),
    v.length(count, `The concierge's rules know these ${String(count)} choices`),
    v.title(title),
    v.metadata({ item: 'choice' }),
  );

/**
 * The concierge's assessment: its questions' choices and the three kinds of day it plans. The
 * rules that turn answers into a day know each choice by its place or its id, so the lists keep
 * their length.
 */
export const assessmentSchema = v.object({
  wellnessGoals: v.pipe(
    v.array(words(v.pipe(text, v.maxLength(60), v.title('Goal')))),
    v.length(8, "The concierge's rules know each goal by its place in the list"),
    v.title('Wellness goals'),
    v.description('The guest ticks the ones they have; keep them in this order'),
    v.metadata({ item: 'goal' }),
  ),
  wellnessSliders: v.pipe(
    v.array(
      v.object({
        id: recordId('energy'),
        label: words(v.pipe(text, v.maxLength(60), v.title('Question'))),
        low: words(
          v.pipe(text, v.maxLength(60), v.title('Low end'), v.description('Under the left end')),
        ),
        high: words(
          v.pipe(text, v.maxLength(60), v.title('High end'), v.description('Under the right end')),
        ),
      }),
    ),
    v.length(4, "The concierge's rules know these four scales"),
    v.title('Scales'),
    v.description('Each a scale from 1 to 10'),
    v.metadata({ item: 'scale' }),
  ),
  temperaturePreferences: choices('Heat and cold', 'warm', 4),
  activityLevels: choices('How active', 'light', 4),
  socialPreferences: choices('Alone or in company', 'solitude', 3),
  journeyModes: v.pipe(
    v.array(
      v.object({
        id: recordId('relax'),
        name: v.pipe(
          text,
          v.maxLength(20),
          v.title('Name'),
          v.description('In capitals, the same in every language'),
        ),
        title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
      }),
    ),
    v.length(3, 'The concierge plans these three kinds of day'),
    v.title('Kinds of day'),
    v.description('The kinds of day the concierge can plan'),
    v.metadata({ item: 'kind of day' }),
  ),
});

export type Assessment = v.InferOutput<typeof assessmentSchema>;
