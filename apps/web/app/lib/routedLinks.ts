/**
 * Where a routed link points and what the router makes of it. The site's links are written as
 * paths of the site ('/spa'); a language other than English lives under its prefix ('/pt'), which
 * is the router's basename, so the address a link shows carries the prefix and the path the
 * router navigates to does not.
 */

/** The address a site path shows in a language with this prefix: '/spa' → '/pt/spa'. */
export function hrefIn(prefix: string, href: string): string {
  // Only a path from the site's root takes the prefix: '#benefits' stays on the page it is on.
  return href.startsWith('/') ? `${prefix}${href}` : href;
}

/**
 * The path the router navigates to for a link's resolved address, or null when the address is
 * not the router's to follow: another host, or a page outside this language's prefix.
 */
export function routerPathOf(url: URL, origin: string, prefix: string): string | null {
  if (url.origin !== origin) return null;
  let { pathname } = url;
  if (prefix) {
    if (pathname === prefix) pathname = '/';
    else if (pathname.startsWith(`${prefix}/`)) pathname = pathname.slice(prefix.length);
    else return null;
  }
  return `${pathname}${url.search}${url.hash}`;
}
