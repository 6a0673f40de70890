import { languageOfPath, pathIn } from './model/languages.ts';
import type { Language as ModelLanguage } from './model/languages.ts';

/**
 * The languages the site is written in. English is the spec's language and lives at the root;
 * every other language lives under its own prefix with the same path after it (`/spa` →
 * `/pt/spa`). Each language is built on its own: a page ships only its own language's words.
 *
 * A language's words live in twin modules beside the English ones (`pages/spa.pt-PT.ts` beside
 * `pages/spa.ts`), and its build swaps every module that has a twin for the twin.
 */
export type Language = ModelLanguage<'en-GB' | 'pt-PT' | 'es-ES'>;

export const languages = [
  { locale: 'en-GB', hreflang: 'en', prefix: '', name: 'English', ogLocale: 'en_GB' },
  { locale: 'pt-PT', hreflang: 'pt-PT', prefix: '/pt', name: 'Português', ogLocale: 'pt_PT' },
  { locale: 'es-ES', hreflang: 'es-ES', prefix: '/es', name: 'Español', ogLocale: 'es_ES' },
] as const satisfies readonly Language[];

export type Locale = (typeof languages)[number]['locale'];

/** The language a build is for, by its locale; an unknown locale is a mistake in the build. */
export function languageOf(locale: string): Language {
  const found = languages.find((language) => language.locale === locale);
  if (!found) throw new Error(`No language "${locale}"`);
  return found;
}

/** A site path in a language: ('/spa', pt) → '/pt/spa'; ('/', pt) → '/pt/'. */
export { pathIn };

/** The language a site path is in, and the path without its prefix: '/pt/spa' → pt, '/spa'. */
export function splitLanguage(path: string): { language: Language; path: string } {
  return languageOfPath(languages, path);
}
