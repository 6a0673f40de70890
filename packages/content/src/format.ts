/**
 * How the site writes figures: prices, times, lists and the first word of a sentence. Each
 * formatter but `numberWord` (English words for small counts) takes the page's locale, English by
 * default, and leaves the figure to `Intl`: "€180" in English, "180 €" in Portuguese. The words
 * around a figure ("From", "per", "to") are the English pages' own; a translated page brings its
 * words and passes its locale.
 */

/** The locale of today's pages, whose output is the spec's wording. */
export const defaultLocale = 'en-GB';

/** Euros the way the site writes them: "€180", with cents only when there are any ("€180.50"). */
export function formatEuros(euros: number, locale: string = defaultLocale): string {
  const digits = Number.isInteger(euros) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(euros);
}

/** A price that starts at a figure, per person or per stay. */
export interface StartingPrice {
  readonly euros: number;
  readonly per: string;
}

/** A starting price within a sentence: "from €120 per person". */
export function startingPrice(price: StartingPrice, locale: string = defaultLocale): string {
  return `from ${formatEuros(price.euros, locale)} per ${price.per}`;
}

/** A starting price as the booking cards print it: "From €120 per person". */
export function fromPrice(price: StartingPrice, locale: string = defaultLocale): string {
  return capitalise(startingPrice(price, locale), locale);
}

/** A travel time as the spec writes it: 1.5 → "1.5 h". */
export function formatHours(hours: number, locale: string = defaultLocale): string {
  return `${new Intl.NumberFormat(locale).format(hours)} h`;
}

/** Starts a sentence with words written for mid-sentence use: "over 25" → "Over 25". */
export function capitalise(text: string, locale: string = defaultLocale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "English, Portuguese and Spanish": items joined as the locale joins a list. */
export function listOf(items: readonly string[], locale: string = defaultLocale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A temperature range as the spec writes it: { min: 8, max: 12 } → "8-12°C". */
export function formatTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = new Intl.NumberFormat(locale);
  return `${number.format(range.min)}-${number.format(range.max)}°C`;
}

/** A temperature range as a photo caption says it: { min: 8, max: 12 } → "8 to 12 °C". */
export function describeTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = new Intl.NumberFormat(locale);
  return `${number.format(range.min)} to ${number.format(range.max)} °C`;
}

const units = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * A small whole number as English running text writes it: 8 → "eight", 35 → "thirty-five".
 * English only (a translated page spells its own); from 100 on, and for fractions, the digits.
 */
export function numberWord(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) return String(count);
  if (count < 20) return units[count] ?? String(count);
  const unit = count % 10;
  const ten = tens[Math.floor(count / 10)] ?? String(count);
  return unit === 0 ? ten : `${ten}-${units[unit] ?? String(unit)}`;
}
