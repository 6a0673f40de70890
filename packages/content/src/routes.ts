/**
 * The site's route table (decisions.md "Routes"). The app registers, prerenders and links from
 * it; the sitemap, the benchmark and the end-to-end tests walk it, so a page added here is built,
 * measured and tested without further wiring. Paths, layouts and flags are the same in every
 * language; each page's heading, title and description come from `route-words.ts`, in the
 * language of the pages being built.
 */
import { canonicalUrl, routeLookup } from './model/routes.ts';
import type { PageRoute as ModelPageRoute, PageWords } from './model/routes.ts';
import { routeWords } from './route-words.ts';

export type PageLayout = 'guest' | 'partnership' | 'approach';

export type PageRoute = ModelPageRoute<PageLayout>;

export type { PageWords } from './model/routes.ts';

const routeTable = [
  { path: '/', canonical: '/partners', layout: 'partnership', indexable: true },
  { path: '/partners', layout: 'partnership', indexable: true },
  { path: '/holistic-landcare', layout: 'partnership', indexable: true },
  { path: '/home', layout: 'guest', indexable: true },
  { path: '/spa-landing', canonical: '/home', layout: 'guest', indexable: false },
  { path: '/sanctum', layout: 'guest', indexable: true },
  { path: '/spa', layout: 'guest', indexable: true },
  { path: '/approach', layout: 'approach', indexable: true },
  { path: '/booking', layout: 'guest', indexable: true },
  { path: '/programs', layout: 'guest', indexable: true },
  { path: '/dining', layout: 'guest', indexable: true },
  { path: '/food', canonical: '/dining', layout: 'guest', indexable: false },
  { path: '/spaces', layout: 'guest', indexable: true },
  { path: '/location', layout: 'guest', indexable: true },
  { path: '/contact', layout: 'guest', indexable: true },
  { path: '/concierge', layout: 'guest', indexable: true },
  { path: '/racket-club', layout: 'guest', indexable: true },
  { path: '/experiences', layout: 'guest', indexable: true },
  { path: '/stays', layout: 'guest', indexable: true },
  { path: '/ai', layout: 'guest', indexable: true },
  { path: '/seasons', layout: 'guest', indexable: true },
  { path: '/restaurant-menu', layout: 'guest', indexable: true },
  { path: '/cafe-menu', layout: 'guest', indexable: true },
  { path: '/spaces/gallery', layout: 'guest', indexable: true },
  { path: '/location/directions', layout: 'guest', indexable: true },
  { path: '/spa/etiquette', layout: 'guest', indexable: true },
  { path: '/spa/safety', layout: 'guest', indexable: true },
  // The guest's own spa circuit, planned and then followed on the grounds.
  { path: '/circuit', layout: 'guest', indexable: true },
  { path: '/faq', layout: 'guest', indexable: true },
  // The request pages stay out of the sitemap: each is a form whose content lives on an indexable
  // page already (/booking, /stays, /racket-club), and a search result should land there. The
  // transfer page is real travel information, so it is listed.
  { path: '/booking/spa', layout: 'guest', indexable: false },
  { path: '/booking/spa-form', layout: 'guest', indexable: false },
  { path: '/booking/day-pass', layout: 'guest', indexable: false },
  { path: '/booking/packages', layout: 'guest', indexable: false },
  { path: '/booking/accommodations', layout: 'guest', indexable: false },
  { path: '/booking/racket-club', layout: 'guest', indexable: false },
  { path: '/location/transfer', layout: 'guest', indexable: true },
  // Pages a guest needs before booking that the spec does not name (decisions.md "Routes").
  { path: '/privacy', layout: 'guest', indexable: true },
  { path: '/accessibility', layout: 'guest', indexable: true },
  // Where the newsletter's mails lead: a page for one guest and one link, not for search results.
  { path: '/newsletter/confirm', layout: 'guest', indexable: false },
  { path: '/newsletter/unsubscribe', layout: 'guest', indexable: false },
  // What a guest's phone shows for a page it does not keep when there is no signal: served by the
  // site's service worker, never a search result.
  { path: '/offline', layout: 'guest', indexable: false },
] as const satisfies readonly Omit<PageRoute, keyof PageWords>[];

export type RoutePath = (typeof routeTable)[number]['path'];

/** The paths that show a page of their own, not an alias of another path's page. */
export type OwnPath = Exclude<(typeof routeTable)[number], { canonical: string }>['path'];

/**
 * The route table with a language's words: each path gets its own page's words, an alias its
 * canonical page's.
 */
export function routesWith(words: Readonly<Record<OwnPath, PageWords>>): readonly PageRoute[] {
  return routeTable.map((route) => {
    const { path, ...place } = route;
    const owner = 'canonical' in route ? route.canonical : route.path;
    // The words' own property descriptors, so a description written as a getter (one that
    // formats a figure) is still only formatted when it is read.
    return Object.defineProperties(
      { path, ...place },
      Object.getOwnPropertyDescriptors(words[owner]),
    ) as PageRoute;
  });
}

/**
 * The route table without its words: each path, the path it is canonical to, its layout and
 * whether it is listed. The same in every language, and all a page's scripts need to know of
 * the other pages; a page's own words come with its route module.
 */
export const routePlaces: readonly RoutePlace[] = routeTable;

/** A page of the route table without its words. */
export type RoutePlace = Omit<PageRoute, keyof PageWords>;

/** Look a route's place up by path; throws on an unknown path, as `routeFor` does. */
export const placeFor: (path: string) => RoutePlace = /* @__PURE__ */ routeLookup(routePlaces);

/** The route table in the language of the pages being built. */
export const pageRoutes = /* @__PURE__ */ routesWith(routeWords);

/** Look a route up by path; throws on an unknown path so a typo fails the build, not a guest. */
export const routeFor: (path: string) => PageRoute = /* @__PURE__ */ routeLookup(pageRoutes);

/** The canonical URL of a page, from the site's origin. */
export { canonicalUrl };
