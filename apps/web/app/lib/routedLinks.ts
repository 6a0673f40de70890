import { pathIn, splitLanguage } from '@alento/content';
import type { Language } from '@alento/content';

/**
 * Where a routed link points and what the router makes of it. The site's links are written as
 * paths of the site ('/spa'); a language other than English lives under its prefix ('/pt'), which
 * is the router's basename, so the address a link shows carries the prefix and the path the
 * router navigates to does not.
 */

/** The address a site path shows in a language: '/spa' → '/pt/spa'. */
export function hrefIn(language: Language, href: string): string {
  // Only a path from the site's root takes the prefix: '#benefits' stays on the page it is on.
  return href.startsWith('/') ? pathIn(language, href) : href;
}

/**
 * The path the router of `language` navigates to for a link's resolved address, or null when the
 * address is not its to follow: another host, or a page in another language.
 */
export function routerPathOf(url: URL, origin: string, language: Language): string | null {
  if (url.origin !== origin) return null;
  const { language: of, path } = splitLanguage(url.pathname);
  if (of.locale !== language.locale) return null;
  return `${path}${url.search}${url.hash}`;
}
