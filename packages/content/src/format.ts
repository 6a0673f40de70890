/**
 * How the site writes figures: prices, times, lists, small counts in words and the first word of
 * a sentence. Each formatter takes a locale, by default the language of the pages being built,
 * and leaves the figure to `Intl`: "€180" in English, "180 €" in Portuguese. The few words that
 * join a figure ("from … per", "8 to 12 °C") and the number words are the build language's, from
 * `figure-words.ts` (swapped for its twin in each language's build), so a page carries no other
 * language's number words; the locale drives `Intl`.
 */
import { figureWords } from './figure-words.ts';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formatters.ts';
import { language } from './language.ts';
import { formatEuros as formatEurosIn } from './model/format.ts';

/** The locale of the pages being built. */
export const defaultLocale: string = language.locale;

/** Euros the way the site writes them: "€180", with cents only when there are any ("€180.50"). */
export function formatEuros(euros: number, locale: string = defaultLocale): string {
  return formatEurosIn(euros, locale);
}

/** A price per person that starts at a figure. */
export interface StartingPrice {
  readonly euros: number;
}

/** A starting price within a sentence: "from €120 per person". */
export function startingPrice(price: StartingPrice, locale: string = defaultLocale): string {
  const words = figureWords;
  return `${words.from} ${formatEuros(price.euros, locale)} ${words.perPerson}`;
}

/** A length in hours as running text says it: 3 → "3 hours", "3 horas"; 2.5 → "2,5 horas". */
export function formatDuration(hours: number, locale: string = defaultLocale): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
  }).format(hours);
}

/** A starting price as the booking cards print it: "From €120 per person". */
export function fromPrice(price: StartingPrice, locale: string = defaultLocale): string {
  return capitalise(startingPrice(price, locale), locale);
}

/** A travel time as the spec writes it: 1.5 → "1.5 h". */
export function formatHours(hours: number, locale: string = defaultLocale): string {
  return `${numberFormat(locale).format(hours)} h`;
}

/**
 * A time of day on the 24-hour clock, as all three languages write it: { hour: 7, minute: 0 } →
 * "07:00". Read as a time on no particular day, so no time zone can move it.
 */
export function formatClock(
  time: { readonly hour: number; readonly minute: number },
  locale: string = defaultLocale,
): string {
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, time.hour, time.minute));
}

/** Starts a sentence with words written for mid-sentence use: "over 25" → "Over 25". */
export function capitalise(text: string, locale: string = defaultLocale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "English, Portuguese and Spanish": items joined as the locale joins a list. */
export function listOf(items: readonly string[], locale: string = defaultLocale): string {
  return listFormat(locale, { type: 'conjunction' }).format(items);
}

/**
 * A calendar day (ISO 8601, "2026-11-23") as running text writes it: "23 November 2026",
 * "23 de novembro de 2026". The day is read and written in UTC, so it is the same day wherever
 * the page is rendered.
 */
export function formatDate(isoDate: string, locale: string = defaultLocale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not a calendar day: "${isoDate}"`);
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`Not a calendar day: "${isoDate}"`);
  }
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** A temperature range as the spec writes it: { min: 8, max: 12 } → "8-12°C". */
export function formatTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = numberFormat(locale);
  const words = figureWords;
  return `${number.format(range.min)}${words.rangeDash}${number.format(range.max)}${words.degrees}`;
}

/**
 * A temperature range as a photo caption says it: { min: 8, max: 12 } → "8 to 12 °C". The space
 * before the unit does not break, so a line never ends between the figure and "°C" (as the
 * Portuguese and Spanish glossaries ask, and as English typesetting does too).
 */
export function describeTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = numberFormat(locale);
  return `${number.format(range.min)} ${figureWords.rangeWord} ${number.format(range.max)}\u00a0°C`;
}

/** One international acre in hectares. */
const hectaresPerAcre = 0.40468564224;

/**
 * The whole hectares an area given in acres is over, for the languages that measure land in
 * hectares ("over 3 hectares"): 8 acres (3.24 ha) → 3; 150 acres (60.7 ha) → 60.
 */
export function hectaresOver(acres: number): number {
  return Math.ceil(acres * hectaresPerAcre) - 1;
}

/**
 * A small whole number as running text writes it: 8 → "eight", "oito", "ocho"; 35 →
 * "thirty-five". Portuguese and Spanish agree in gender with the noun ("duas piscinas", "una
 * sauna"). From 100 on, and for fractions, the digits.
 */
export function numberWord(
  count: number,
  // The words are the build language's; a call still names the language it is written in.
  _locale: string = defaultLocale,
  gender: 'masculine' | 'feminine' = 'masculine',
): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) return String(count);
  const words = figureWords;
  const unitWord = (unit: number) => {
    const word = words.units[unit] ?? String(unit);
    return gender === 'feminine' ? words.feminine(unit, word) : word;
  };
  if (count < 20) return unitWord(count);
  const unit = count % 10;
  const ten = words.tens[Math.floor(count / 10)] ?? String(count);
  return unit === 0 ? ten : words.compound(ten, unitWord(unit), count);
}
