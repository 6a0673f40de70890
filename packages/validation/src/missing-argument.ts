import type { ValidationCatalogue } from './messages/catalogue.ts';

/**
 * The error a public function throws when a caller leaves out an argument it cannot do without.
 * It names the call, the argument and what to pass, where the first property read from
 * `undefined` would only say that `undefined` has no such property.
 */
export function missingArgument(call: string, argument: string, pass: string): TypeError {
  return new TypeError(`${call}: ${argument} is missing — pass ${pass}`);
}

const cataloguePass = "the catalogue of the page's language, e.g. validationEn";

/**
 * A catalogue has no English default: a page in another language that forgot its own would show
 * English messages, and nobody would notice until a guest did.
 */
export function requireCatalogue(
  call: string,
  catalogue: ValidationCatalogue | undefined,
): asserts catalogue is ValidationCatalogue {
  if (typeof catalogue !== 'object' || catalogue === null || !('contact' in catalogue)) {
    throw missingArgument(call, 'catalogue', cataloguePass);
  }
}

/** A locale comes first, so a forgotten one shows as a number or an object in its place. */
export function requireLocale(call: string, locale: unknown): asserts locale is string {
  if (typeof locale !== 'string' || locale === '') {
    throw missingArgument(call, 'locale', "a BCP 47 tag, the catalogue's own, e.g. 'pt-PT'");
  }
}

/** An options object the call cannot do without. */
export function requireOptions(call: string, options: unknown, pass: string): void {
  if (typeof options !== 'object' || options === null) throw missingArgument(call, 'options', pass);
}
