/**
 * What the site keeps on a guest's phone for the spa's grounds, where the signal is weak: the
 * pages of the offline set, in every language, and the offline page that stands in for any
 * other page. The web app's build precaches them with everything they need to paint and
 * hydrate, and checks that each was prerendered; the offline page lists them.
 */
import type { OwnPath } from './routes.ts';

/**
 * The pages a guest can open without a connection once the site is installed, by their path
 * without the leading slash (as React Router names routes): the circuit planner with the plan of
 * the grounds, the safety guidance and the house rules.
 */
export const offlineRoutes = [
  'circuit',
  'spa/safety',
  'spa/etiquette',
] as const satisfies readonly string[];

/** Where the offline page lives in each language (`/offline`, `/pt/offline`…). */
export const offlinePagePath = '/offline' as const satisfies OwnPath;

/** The page an installed site opens at, in the guest's language: the circuit planner. */
export const appStartPath = '/circuit' as const satisfies OwnPath;

/** A route of the offline set as the path of its page (`spa/safety` → `/spa/safety`). */
export function offlinePaths(routes: readonly string[] = offlineRoutes): `/${string}`[] {
  return routes.map((route) => `/${route.replace(/^\/+|\/+$/g, '')}` as const);
}
