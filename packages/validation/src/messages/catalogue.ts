/**
 * Everything this package says to a guest, in one language: the contact form's field messages
 * and toasts, the request forms' messages, the words of a request's hand-off and its dates. Each
 * language is one object that `satisfies ValidationCatalogue`, so a missing or extra message is a
 * type error. The schemas are built from a catalogue; a page passes the one of its language.
 */

import { missingArgument, requireLocale } from '../missing-argument.ts';

/** The three messages of a name field; first and last name differ only in their wording. */
export interface NameMessages {
  readonly required: string;
  readonly tooLong: string;
  readonly invalid: string;
}

export interface ToastText {
  readonly title: string;
  readonly description: string;
}

export interface ValidationCatalogue {
  /** The BCP 47 tag every figure, plural and date of this catalogue is formatted with. */
  readonly locale: string;
  /** The contact form's field messages (spec §5 and §8), one per rule. */
  readonly contact: {
    readonly firstName: NameMessages;
    readonly lastName: NameMessages;
    readonly email: { readonly invalid: string; readonly tooLong: string };
    readonly subject: {
      readonly required: string;
      readonly tooLong: string;
      readonly html: string;
    };
    readonly message: {
      readonly tooShort: string;
      readonly tooLong: string;
      readonly script: string;
    };
  };
  /** Toasts and the busy label of the contact and request forms (spec §4 and §8). */
  readonly toasts: {
    readonly validation: ToastText;
    readonly error: ToastText;
    readonly success: ToastText;
    readonly tooManyAttempts: {
      readonly title: string;
      /** The wait in whole minutes, in the plural form the language gives that number. */
      readonly description: (minutes: number) => string;
    };
    readonly sending: string;
  };
  /**
   * The request forms' messages. A label comes from the page's record, so a field renamed there
   * is renamed in its messages too.
   */
  readonly request: {
    readonly required: (label: string) => string;
    readonly invalidDate: (label: string) => string;
    readonly pastDate: (label: string) => string;
    readonly notAfter: (label: string, before: string) => string;
    readonly invalidTime: (label: string) => string;
    readonly outOfBounds: (label: string, min: number, max: number) => string;
    readonly name: {
      readonly required: string;
      readonly tooLong: (max: number) => string;
      readonly invalid: string;
    };
    readonly email: { readonly invalid: string; readonly tooLong: (max: number) => string };
    readonly phone: { readonly invalid: string };
    readonly reach: string;
    readonly notes: { readonly tooLong: (max: number) => string; readonly script: string };
  };
  /** The words of the message a guest sends from their own app (`composeRequest`). */
  readonly handOff: {
    /** The sentence after the greeting, from the page's subject ("a spa day"). */
    readonly intro: (subject: string) => string;
    readonly closing: string;
    /** The e-mail's subject line. */
    readonly subject: (subject: string, name: string) => string;
    /** A calendar day, given as midnight UTC of that day. */
    readonly date: (day: Date) => string;
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A figure as the language writes it. Grouping starts at five digits ('min2'), which is how
 * pt-PT and es-ES write numbers (8500, but 10 000 / 10.000) and keeps English's limits as the
 * spec writes them ("2000 characters").
 */
export function formatCount(locale: string, value: number): string {
  requireLocale('formatCount(locale, value)', locale);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: 'min2' });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** One sentence per plural category the language uses; `other` is the one every language has. */
export type PluralForms = Readonly<
  Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> &
    Record<'other', (count: string) => string>
>;

/**
 * A message that depends on a number: `Intl.PluralRules` picks the form (pt-PT and es-ES also
 * have `many`, for a million and above, and fall back to `other` when it is not written), and
 * the number is written with `formatCount`.
 */
export function pluralMessage(locale: string, forms: PluralForms): (count: number) => string {
  requireLocale('pluralMessage(locale, forms)', locale);
  if (typeof forms !== 'object' || forms === null || typeof forms.other !== 'function') {
    throw missingArgument(
      'pluralMessage(locale, forms)',
      'forms',
      'one sentence per plural category, at least { other: (count) => `${count} minutes` }',
    );
  }
  const rules = new Intl.PluralRules(locale);
  return (count) => (forms[rules.select(count)] ?? forms.other)(formatCount(locale, count));
}

/**
 * A day written out in full: weekday, day, month and year, as `Intl` writes them for the
 * language ("terça-feira, 1 de dezembro de 2026"). The day is read in UTC, so the date a guest
 * picked is the date written, wherever the browser is.
 */
export function longDate(locale: string): (day: Date) => string {
  requireLocale('longDate(locale)', locale);
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => format.format(day);
}

/**
 * Builds something once per catalogue object (a schema, say), so each language's is built the
 * first time it is asked for and reused after.
 */
export function perCatalogue<T>(
  build: (catalogue: ValidationCatalogue) => T,
): (catalogue: ValidationCatalogue) => T {
  const built = new WeakMap<ValidationCatalogue, T>();
  return (catalogue) => {
    let value = built.get(catalogue);
    if (value === undefined) {
      value = build(catalogue);
      built.set(catalogue, value);
    }
    return value;
  };
}
