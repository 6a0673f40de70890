import { numberFormat } from '../intl-formatters.ts';

/**
 * A price in euros as the locale writes it: `formatEuros(180, 'en-GB')` → "€180",
 * `formatEuros(180, 'pt-PT')` → "180 €"; cents only when there are some.
 */
export function formatEuros(euros: number, locale: string): string {
  const digits = Number.isInteger(euros) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(euros);
}
