import { languageListSchema, languageOfPath, parseRecord } from '@alento/content/model';
import type { Language } from '@alento/content/model';

export type Locale = 'en-GB' | 'pt-PT';

/** English at the root, Portuguese under /pt: the same page at the same path after the prefix. */
const list = [
  { locale: 'en-GB', hreflang: 'en', prefix: '', name: 'English', ogLocale: 'en_GB' },
  { locale: 'pt-PT', hreflang: 'pt-PT', prefix: '/pt', name: 'Português', ogLocale: 'pt_PT' },
] as const satisfies readonly [Language<Locale>, Language<Locale>];

parseRecord(languageListSchema, list, 'Languages');

export const languages = list;
export type SiteLanguage = (typeof languages)[number];

/** The language of a path and the path without its prefix: '/pt/contact' → pt, '/contact'. */
export const splitPath = (path: string) => languageOfPath(languages, path);
