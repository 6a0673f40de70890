import record from '../data/figure-words/figure-words.en-GB.json' with { type: 'json' };
import type { FigureWordsData } from './data/schemas/figure-words.ts';
import { language } from './language.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The words that join figures and the small numbers in words, in the language of the pages being
 * built: `format.ts` writes with them. The words are in `data/figure-words/`, each language's
 * build reading its own, with the forms a language gives a number before a feminine noun ("uma")
 * and the numbers it writes in one word ("veintidós").
 */
export interface FigureWords {
  readonly from: string;
  /** After a price that is per person: "from €120 per person". */
  readonly perPerson: string;
  /** Between the ends of a range in running text: "8 to 12 °C". */
  readonly rangeWord: string;
  /** Between the ends of a range, and before the degree sign: "8-12°C", "8–12 °C". */
  readonly rangeDash: string;
  readonly degrees: string;
  /** 0–19. */
  readonly units: readonly string[];
  /** The tens from twenty ("twenty" at 2). */
  readonly tens: readonly string[];
  /** A unit's feminine form where the language has one ("uma", "duas", "una"). */
  readonly feminine: (unit: number, word: string) => string;
  /** Joins a ten and a unit: "thirty-five", "trinta e cinco", "treinta y cinco". */
  readonly compound: (ten: string, unit: string, count: number) => string;
  /** Units of time by plural category ("one", "other"). */
  readonly minute: Readonly<Record<'one' | 'other', string>>;
  readonly second: Readonly<Record<'one' | 'other', string>>;
  /**
   * A span of time from two ends, each already with its unit when the units differ: "10-15
   * minutes", "30 seconds to 2 minutes"; "10 a 15 minutos"; "de 10 a 15 minutos".
   */
  readonly span: (from: string, to: string, unit?: string) => string;
}

const words: FigureWordsData = record;

export const figureWords: FigureWords = {
  from: words.from,
  perPerson: words.perPerson,
  rangeWord: words.rangeWord,
  rangeDash: words.rangeDash,
  degrees: words.degrees,
  units: words.units,
  // The tens start at twenty: no word stands at 0 and 1.
  tens: ['', '', ...words.tens],
  // A word passes through unless the language gives the number its own feminine form.
  feminine: (unit, word) =>
    words.feminineUnits[unit] === words.units[unit] ? word : (words.feminineUnits[unit] ?? word),
  // From twenty-one to twenty-nine each word is the language's own, in the unit's gender.
  compound: (ten, unit, count) => {
    const twenties =
      unit === words.feminineUnits[count % 10] ? words.feminineTwenties : words.twenties;
    return (
      (count < 30 ? twenties[count - 21] : undefined) ??
      fillPlaceholders(words.compound, { ten, unit }, language.locale)
    );
  },
  minute: words.minute,
  second: words.second,
  span: (from, to, unit) =>
    unit
      ? fillPlaceholders(words.spanWithUnit, { from, to, unit }, language.locale)
      : fillPlaceholders(words.span, { from, to }, language.locale),
};
