import { circuitPage, fillPlaceholders, language } from '@alento/content';

/** The page's words. */
export const words = circuitPage;

/** A sentence of the page's words with its figures filled in, in the page's language. */
export function say(message: string, figures: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(message, figures, language.locale);
}

const minutesFormat = new Intl.NumberFormat(language.locale, {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'long',
});

/** A number of minutes in words, "10 minutes", in the page's language. */
export function minutesText(minutes: number): string {
  return minutesFormat.format(minutes);
}
