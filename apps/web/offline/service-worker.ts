/**
 * The site's service worker (`/sw.js`), built by `scripts/postbuild.ts` with the offline set it
 * precaches written in (`offline-set.ts`):
 * - the pages of the offline set, their scripts, stylesheets, pictures and fonts, the icons and
 *   each language's offline page are served from the precache, so they paint at once and open
 *   without a signal;
 * - any other page is asked of the network, which has a few seconds to answer; without an answer
 *   the guest gets the precached copy of the page if there is one, else the offline page of the
 *   path's language, left as HTML (`inertPage`);
 * - nothing else is cached as the guest browses, and what guests send (`/api/…`) never meets a
 *   cache.
 * A new version waits until the page asks it to take over (`register-worker.ts` does so on the
 * guest's next navigation), so a page is never served by two versions in one visit.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { inertPage, offlinePageFor, pageKey } from './offline-routing.ts';

declare const __OFFLINE_SET__: {
  readonly cachePrefix: string;
  readonly precache: readonly PrecacheEntry[];
  /** Each language's prefix (`''`, `/pt`, `/es`) and its offline page. */
  readonly offlinePages: Readonly<Record<string, string>>;
  readonly networkTimeoutSeconds: number;
};

// Read once: the build writes the set in wherever the name appears.
const settings = __OFFLINE_SET__;

const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

setCacheNameDetails({ prefix: settings.cachePrefix });
precacheAndRoute([...settings.precache]);
cleanupOutdatedCaches();
// The first install takes the page that installed it, so that very page opens offline too; a
// later version is handed the pages only on a navigation (below), never mid-visit.
clientsClaim();

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

const network = new NetworkOnly({ networkTimeoutSeconds: settings.networkTimeoutSeconds });

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        const { pathname } = new URL(options.request.url);
        const copy = await matchPrecache(pageKey(pathname));
        if (copy) return copy;
        const offlinePage = offlinePageFor(pathname, settings.offlinePages);
        const standIn = await matchPrecache(offlinePage);
        if (!standIn) return Response.error();
        return new Response(inertPage(await standIn.text()), {
          status: standIn.status,
          headers: standIn.headers,
        });
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);
