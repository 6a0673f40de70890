/**
 * How the safety guidance writes a span of time and a choice. Apart from `format.ts`, which every
 * page loads, so that only the pages that show the guidance carry these. The words around the
 * figures are the build language's (`figure-words.ts`); the locale drives `Intl`.
 */
import { figureWords } from './figure-words.ts';
import { listFormat, numberFormat, pluralRules } from './intl-formatters.ts';
import { defaultLocale } from './format.ts';

/**
 * "English, Portuguese or Spanish": items joined as the locale offers a choice ("a or b"), for
 * sentences such as "if you are pregnant or have a heart condition".
 */
export function eitherOf(items: readonly string[], locale: string = defaultLocale): string {
  return listFormat(locale, { type: 'disjunction' }).format(items);
}

/**
 * A span of time in minutes as running text writes it: { min: 10, max: 15 } → "10-15 minutes";
 * below a minute the end is said in seconds: { min: 0.5, max: 2 } → "30 seconds to 2 minutes".
 */
export function formatMinutes(
  range: { readonly min: number; readonly max: number },
  locale: string = defaultLocale,
): string {
  const words = figureWords;
  const number = numberFormat(locale);
  const plural = pluralRules(locale);
  const unitOf = (minutes: number) => (minutes < 1 ? words.second : words.minute);
  const figure = (minutes: number) => (minutes < 1 ? Math.round(minutes * 60) : minutes);
  const withUnit = (minutes: number) => {
    const value = figure(minutes);
    const unit = unitOf(minutes)[plural.select(value) === 'one' ? 'one' : 'other'];
    return `${number.format(value)} ${unit}`;
  };
  if (unitOf(range.min) === unitOf(range.max)) {
    return words.span(
      number.format(figure(range.min)),
      number.format(figure(range.max)),
      unitOf(range.max).other,
    );
  }
  return words.span(withUnit(range.min), withUnit(range.max));
}
