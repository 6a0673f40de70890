/**
 * `Intl` formatters, made once per locale and options. Making one costs far more than using one,
 * even with the locale's data already loaded (docs/performance.md's log, 2026-11-24), and a page
 * writes many figures as its modules load and as it renders.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  once('plural', locale, options, () => new Intl.PluralRules(locale, options));
