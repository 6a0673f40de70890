/**
 * The request pages, one module each: a page that imports its record carries that record alone,
 * not the content every other form draws on (the spa's sequences, the stays, the courts).
 */
import type { RequestPage } from '../requests.ts';
import { spaRequest } from './spa.ts';
import { spaFormRequest } from './spa-form.ts';
import { dayPassRequest } from './day-pass.ts';
import { packagesRequest } from './packages.ts';
import { accommodationsRequest } from './accommodations.ts';
import { racketClubRequest } from './racket-club.ts';
import { transferRequest } from './transfer.ts';

export {
  accommodationsRequest,
  dayPassRequest,
  packagesRequest,
  racketClubRequest,
  spaFormRequest,
  spaRequest,
  transferRequest,
};

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
