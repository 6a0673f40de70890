/**
 * How the site writes figures: prices, times, lists, small counts in words and the first word of
 * a sentence. Each formatter takes a locale, by default the language of the pages being built,
 * and leaves the figure to `Intl`: "€180" in English, "180 €" in Portuguese. The few words that
 * join a figure ("from … per", "8 to 12 °C") and the number words are kept here for every
 * language, as `Intl` keeps its own data.
 */
import { language } from './language.ts';

/** The locale of the pages being built. */
export const defaultLocale: string = language.locale;

interface FigureWords {
  readonly from: string;
  readonly per: string;
  readonly to: string;
  /** Between the ends of a range, and before the degree sign: "8-12°C", "8–12 °C". */
  readonly rangeDash: string;
  readonly degrees: string;
  /** 0–19, then the tens from twenty; feminine forms where the language has them. */
  readonly units: readonly string[];
  readonly unitsFeminine?: Readonly<Record<number, string>>;
  readonly tens: readonly string[];
  /** Joins a ten and a unit: "thirty-five", "trinta e cinco", "treinta y cinco". */
  readonly compound: (ten: string, unit: string, count: number) => string;
}

const figureWords: Record<string, FigureWords> = {
  en: {
    from: 'from',
    per: 'per',
    to: 'to',
    rangeDash: '-',
    degrees: '°C',
    units:
      'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
        ' ',
      ),
    tens: ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(','),
    compound: (ten, unit) => `${ten}-${unit}`,
  },
  pt: {
    from: 'a partir de',
    per: 'por',
    to: 'a',
    rangeDash: '–',
    degrees: '\u00a0°C',
    units:
      'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove'.split(
        ' ',
      ),
    unitsFeminine: { 1: 'uma', 2: 'duas' },
    tens: ',,vinte,trinta,quarenta,cinquenta,sessenta,setenta,oitenta,noventa'.split(','),
    compound: (ten, unit) => `${ten} e ${unit}`,
  },
  es: {
    from: 'desde',
    per: 'por',
    to: 'a',
    rangeDash: '-',
    degrees: '\u00a0°C',
    units:
      'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve'.split(
        ' ',
      ),
    unitsFeminine: { 1: 'una' },
    tens: ',,veinte,treinta,cuarenta,cincuenta,sesenta,setenta,ochenta,noventa'.split(','),
    // Spanish writes 21–29 as one word: veintidós, veintitrés.
    compound: (ten, unit, count) =>
      count < 30
        ? `veinti${unit}`
            .replace('veintidos', 'veintidós')
            .replace('veintitres', 'veintitrés')
            .replace('veintiseis', 'veintiséis')
        : `${ten} y ${unit}`,
  },
};

function wordsFor(locale: string): FigureWords {
  const base = locale.split('-')[0] ?? 'en';
  return figureWords[base] ?? (figureWords.en as FigureWords);
}

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
  const words = wordsFor(locale);
  return `${words.from} ${formatEuros(price.euros, locale)} ${words.per} ${price.per}`;
}

/** A starting price as the booking cards print it: "From €120 per person". */
export function fromPrice(price: StartingPrice, locale: string = defaultLocale): string {
  return capitalise(startingPrice(price, locale), locale);
}

/** A travel time as the spec writes it: 1.5 → "1.5 h". */
export function formatHours(hours: number, locale: string = defaultLocale): string {
  return `${new Intl.NumberFormat(locale).format(hours)} h`;
}

/**
 * A time of day on the 24-hour clock, as all three languages write it: { hour: 7, minute: 0 } →
 * "07:00". Read as a time on no particular day, so no time zone can move it.
 */
export function formatClock(
  time: { readonly hour: number; readonly minute: number },
  locale: string = defaultLocale,
): string {
  return new Intl.DateTimeFormat(locale, {
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
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A temperature range as the spec writes it: { min: 8, max: 12 } → "8-12°C". */
export function formatTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = new Intl.NumberFormat(locale);
  const words = wordsFor(locale);
  return `${number.format(range.min)}${words.rangeDash}${number.format(range.max)}${words.degrees}`;
}

/** A temperature range as a photo caption says it: { min: 8, max: 12 } → "8 to 12 °C". */
export function describeTemperature(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const number = new Intl.NumberFormat(locale);
  return `${number.format(range.min)} ${wordsFor(locale).to} ${number.format(range.max)} °C`;
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
  locale: string = defaultLocale,
  gender: 'masculine' | 'feminine' = 'masculine',
): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) return String(count);
  const words = wordsFor(locale);
  const unitWord = (unit: number) =>
    (gender === 'feminine' ? words.unitsFeminine?.[unit] : undefined) ??
    words.units[unit] ??
    String(unit);
  if (count < 20) return unitWord(count);
  const unit = count % 10;
  const ten = words.tens[Math.floor(count / 10)] ?? String(count);
  return unit === 0 ? ten : words.compound(ten, unitWord(unit), count);
}

/** Hectares in an acre (the international acre), for the languages that measure land in hectares. */
