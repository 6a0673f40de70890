/**
 * A language the site is written in. The first language lives at the root; every other lives
 * under its own prefix with the same path after it (`/spa` → `/pt/spa`).
 */
export interface Language<Locale extends string = string> {
  /** BCP 47 tag: `<html lang>`, `hreflang` and `Intl`. */
  readonly locale: Locale;
  /** What `hreflang` names (`en` offers a page to every English reader). */
  readonly hreflang: string;
  /** The path prefix, without a trailing slash: '' for the first language. */
  readonly prefix: '' | `/${string}`;
  /** The language's name in itself, as a language switcher prints it. */
  readonly name: string;
  /** Open Graph's form of the locale (`pt_PT`). */
  readonly ogLocale: string;
}

/**
 * The shape a translation of a record must have: the same fields, the same lengths of lists,
 * the same numbers and flags, any words. Type a language's record as `Words<typeof english>`,
 * so a missing or extra field in any language is a type error.
 */
export type Words<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Words<R>
      : { readonly [K in keyof T]: Words<T[K]> };

/** A record in each of a site's languages, by locale. */
export type InLanguages<Locale extends string, T> = { readonly [L in Locale]: Words<T> };

/** A site path in a language: ('/spa', pt) → '/pt/spa'; ('/', pt) → '/pt/'. */
export function pathIn(language: Pick<Language, 'prefix'>, path: string): string {
  return `${language.prefix}${path}`;
}

/**
 * The language a site path is in, and the path without its prefix: '/pt/spa' → pt, '/spa'. A path
 * under no other language's prefix is in the first language.
 */
export function languageOfPath<
  const List extends readonly [Pick<Language, 'prefix'>, ...Pick<Language, 'prefix'>[]],
>(languages: List, path: string): { language: List[number]; path: string } {
  for (const language of languages) {
    if (!language.prefix) continue;
    if (path === language.prefix) return { language, path: '/' };
    if (path.startsWith(`${language.prefix}/`))
      return { language, path: path.slice(language.prefix.length) };
  }
  return { language: languages[0], path };
}
