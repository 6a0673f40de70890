/**
 * How the site writes figures: prices, times, lists and the first word of a sentence. Each takes
 * the page's locale, English by default, and leaves the figure to `Intl`: "€180" in English,
 * "180 €" in Portuguese. The words around a figure ("From", "per", "h") are the English pages'
 * own; a translated page brings its words and passes its locale.
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

/** A starting price as the booking cards print it: "From €120 per person". */
export function fromPrice(
  price: { readonly euros: number; readonly per: string },
  locale: string = defaultLocale,
): string {
  return `From ${formatEuros(price.euros, locale)} per ${price.per}`;
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
