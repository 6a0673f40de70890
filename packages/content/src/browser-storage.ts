/**
 * Everything the site keeps in a guest's browser, by name. Only the forms' rate limiters write
 * there (`@alento/validation`): each keeps the times of its recent attempts in `localStorage`
 * under one key. The privacy page names these keys from here, and an end-to-end test fails if
 * the site writes any other key, sets a cookie or opens any other store.
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
