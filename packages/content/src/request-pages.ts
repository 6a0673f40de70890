/**
 * Every request page, for lookups by path. Each page's record lives in its route's module
 * (pages/booking/*.ts, pages/location/transfer.ts): a page that imports its record carries that
 * record alone, not the content every other form draws on (the spa's sequences, the stays, the
 * courts).
 */
import type { RequestPage } from './requests.ts';
import { spaRequest } from './pages/booking/spa.ts';
import { spaFormRequest } from './pages/booking/spa-form.ts';
import { dayPassRequest } from './pages/booking/day-pass.ts';
import { packagesRequest } from './pages/booking/packages.ts';
import { accommodationsRequest } from './pages/booking/accommodations.ts';
import { racketClubRequest } from './pages/booking/racket-club.ts';
import { transferRequest } from './pages/location/transfer.ts';

export const requestPages = [
  spaRequest,
  spaFormRequest,
  dayPassRequest,
  packagesRequest,
  accommodationsRequest,
  racketClubRequest,
  transferRequest,
] as const satisfies readonly RequestPage[];

/** Look a request page up by path; throws on an unknown path so a typo fails the build. */
export function requestPageFor(path: string): RequestPage {
  const page = (requestPages as readonly RequestPage[]).find((p) => p.path === path);
  if (!page) throw new Error(`No request page for "${path}"`);
  return page;
}
