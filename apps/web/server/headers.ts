/**
 * The response headers of the deployed site, in one place: the project's server sends them, and
 * the build writes the same set as a static host's `_headers` file. docs/deploying.md repeats them
 * for nginx.
 */

/**
 * Directives every page shares; a page adds the hashes of its own inline scripts and styles, and
 * of its style attributes (allowed value by value under 'unsafe-hashes', never wholesale).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
  styleAttributeHashes: readonly string[] = [],
): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const sources = (hashes: readonly string[]) => ["'self'", ...quoted(hashes)].join(' ');
  const styleSources = [
    sources(styleHashes),
    ...(styleAttributeHashes.length > 0
      ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)]
      : []),
  ].join(' ');
  return [
    "default-src 'none'",
    `script-src ${sources(scriptHashes)}`,
    `style-src ${styleSources}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The hydration gate's worker (scripts/intl-worker.ts). Named rather than left to the
    // fallback on script-src, which browsers before CSP 3 did not make: they read child-src,
    // and through it default-src 'none'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Where the site's service worker is served, at the root so its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/**
 * The service worker's own policy (a worker runs under the policy its script came with): it
 * fetches the site's own pages and files, and nothing else.
 */
export const workerContentSecurityPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** What anything that is not a page gets: it may run nothing and be framed by no one. */
export const assetContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Fingerprinted build output never changes under its name; pages are revalidated each visit. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

export function isFingerprinted(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}
