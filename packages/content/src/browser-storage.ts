/**
 * Everything the site keeps in a guest's browser, by name: the forms' rate limiters
 * (`@alento/validation`) keep the times of their recent attempts in `localStorage`, one key each,
 * and the router keeps scroll positions in `sessionStorage`. The privacy page names these keys
 * from here, and an end-to-end test fails if the site writes any other key, sets a cookie or
 * opens any other store.
 */

/** What every rate limiter's key starts with. */
export const rateLimitStoragePrefix = 'alento:rate-limit:';

/** The limiters the site runs, each counted apart from the others. */
export const rateLimiterNames = {
  /** Sending the contact form. */
  contact: 'contact',
  /** Reviewing a request on the request pages. */
  request: 'request',
} as const;

/** The storage key a limiter keeps its attempts under. */
export function rateLimitStorageKey(name: string): string {
  return `${rateLimitStoragePrefix}${name}`;
}

/**
 * Where the router's scroll restoration keeps the scroll position of each page a guest opened in
 * this tab, so Back returns them to where they were (`<ScrollRestoration>` in the app's root).
 * It is in `sessionStorage`, which the browser empties when the tab closes.
 */
export const scrollPositionsStorageKey = 'alento:scroll-positions';

/**
 * Where the circuit planner (/circuit) keeps the guest's own circuit in `localStorage`, written as
 * its short link (`planToSearch`), so a reload or a later visit finds it again on the device.
 */
export const circuitPlanStorageKey = 'alento:circuit-plan';

/**
 * What the service worker's caches are named after (`alento-precache-…`): the pages of the offline
 * set (`offline.ts`) and what they need, nothing else. The browser keeps them until a newer
 * version of the site replaces them or the guest clears the site's data.
 */
export const offlineCachePrefix = 'alento';
