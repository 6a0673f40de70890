/**
 * The words that join figures and the small numbers in words, in the language of the pages being
 * built: `format.ts` writes with them, and each language's build swaps this module for its twin.
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

export const figureWords: FigureWords = {
  from: 'from',
  perPerson: 'per person',
  rangeWord: 'to',
  rangeDash: '-',
  degrees: '°C',
  units:
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
      ' ',
    ),
  tens: ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(','),
  feminine: (_unit, word) => word,
  compound: (ten, unit) => `${ten}-${unit}`,
  minute: { one: 'minute', other: 'minutes' },
  second: { one: 'second', other: 'seconds' },
  span: (from, to, unit) => (unit ? `${from}-${to} ${unit}` : `${from} to ${to}`),
};
