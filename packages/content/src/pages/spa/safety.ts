import data from '../../../data/pages/spa/safety/safety.en-GB.json' with { type: 'json' };
import type { CallToAction } from '../../actions.ts';
import { guestAges, heatRounds, stationMinutes, temperatures } from '../../constants.ts';
import type { SafetyRecord } from '../../data/schemas/safety.ts';
import { capitalise, numberWord } from '../../format.ts';
import { formatMinutes } from '../../guidance-format.ts';
import { language } from '../../language.ts';
import type { MediaKey } from '../../media.ts';
import { fillPlaceholders, opensSentence } from '../../placeholders.ts';

/** A point made with an Icon name, a title and a line or two. */
export interface SafetyPoint {
  readonly id: string;
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}

const record = data as SafetyRecord;
const { locale } = language;

// "Rounds" are feminine in the languages whose numbers have a gender.
const figures = {
  rounds: numberWord(heatRounds, locale, 'feminine'),
  min: String(temperatures.infraredSauna.min),
  max: String(temperatures.infraredSauna.max),
  saunaTime: formatMinutes(stationMinutes.sauna, locale),
  familyPoolsAge: String(guestAges.familyPools),
  wholeCircuitAge: String(guestAges.wholeCircuit),
};

/** A figure in words takes a capital where it opens a sentence: "Three rounds make…". */
const fill = (text: string) =>
  fillPlaceholders(
    text,
    Object.fromEntries(
      Object.entries(figures).map(([name, figure]) => [
        name,
        opensSentence(text, name) ? capitalise(figure, locale) : figure,
      ]),
    ),
    locale,
  );

/**
 * Safety at every station (/spa/safety): how to move through heat and cold, drinking, the signs
 * to stop, who should ask first, what the hosts can help with, and the table of every station
 * (its rows are `allStationGuidance()`, its temperature and time columns named by
 * `guidanceLabels`). Calm and factual: what to expect, never a warning sign in words. The words
 * are in `data/pages/spa/safety/`; the temperatures, times, rounds and ages are the constants',
 * filled in here as the page's language writes them.
 */
export const safetyPage = {
  ...record,
  rhythm: {
    ...record.rhythm,
    intro: fill(record.rhythm.intro),
    steps: record.rhythm.steps.map((step) => ({ ...step, text: fill(step.text) })),
  },
  askFirst: {
    ...record.askFirst,
    items: record.askFirst.items.map((item) => ({ ...item, description: fill(item.description) })),
  },
} satisfies {
  heroImage: MediaKey;
  intro: string;
  rhythm: {
    eyebrow: string;
    heading: string;
    intro: string;
    steps: readonly { title: string; text: string }[];
  };
  hydration: { heading: string; paragraphs: readonly string[] };
  signs: { heading: string; intro: string; items: readonly string[]; then: string };
  askFirst: { heading: string; intro: string; items: readonly SafetyPoint[] };
  hosts: { heading: string; intro: string; items: readonly SafetyPoint[] };
  table: {
    eyebrow: string;
    heading: string;
    intro: string;
    caption: string;
    stationLabel: string;
    timeLabel: string;
  };
  closing: { heading: string; body: string; actions: readonly CallToAction[] };
};
