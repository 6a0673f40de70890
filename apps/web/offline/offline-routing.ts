/**
 * How the service worker finds a page in its precache: plain functions of a path, apart from
 * the worker so they can be tested without one.
 */

/** A page's key in the precache: its path without a closing slash (`/pt/spa/safety/` → `/pt/spa/safety`). */
export function pageKey(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * The offline page in the language of a path: the language whose prefix the path starts with,
 * else the first language's (the one without a prefix).
 */
export function offlinePageFor(
  pathname: string,
  offlinePages: Readonly<Record<string, string>>,
): string {
  const prefix = Object.keys(offlinePages)
    .filter((each) => each !== '')
    .find((each) => pathname === each || pathname.startsWith(`${each}/`));
  return offlinePages[prefix ?? ''] ?? Object.values(offlinePages)[0] ?? '/offline';
}

/**
 * The offline page as served at another page's address: without the list of modules the
 * hydration gate reads, so it stays as HTML (the router would match the other page there, whose
 * code the phone may not have) and its links are plain links the worker answers.
 */
export function inertPage(html: string): string {
  return html.replace(
    /<script type="application\/json" id="hydration-modules">[\s\S]*?<\/script>/,
    '',
  );
}
