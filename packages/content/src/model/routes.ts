/**
 * A page of the route table: its path, the words that name it, and how it is laid out and listed.
 * The app registers and prerenders a page per route and the sitemap lists the indexable ones.
 */
export interface PageRoute<Layout extends string = string> {
  readonly path: string;
  /** The page's own heading: the first thing a guest and a screen reader meet. */
  readonly heading: string;
  /** Unique document title (the app appends the site's name). */
  readonly title: string;
  /** Unique meta description. */
  readonly description: string;
  /** Path whose URL is canonical, when this path shows another path's page. */
  readonly canonical?: string;
  /** Which frame the page sits in: the property names its own layouts. */
  readonly layout: Layout;
  /** Listed in sitemap.xml. */
  readonly indexable: boolean;
}

/** The words a page's route carries, per language. */
export type PageWords = Pick<PageRoute, 'heading' | 'title' | 'description'>;

/**
 * A route table's lookup by path. It throws on an unknown path, so a link to a page that does not
 * exist fails the build rather than a guest.
 */
export function routeLookup<Route extends Pick<PageRoute, 'path'>>(
  routes: readonly Route[],
): (path: string) => Route {
  return (path) => {
    const route = routes.find((each) => each.path === path);
    if (!route) throw new Error(`No page route for "${path}"`);
    return route;
  };
}

/**
 * The canonical URL of a page, from the site's origin. The origin has no default: it is the
 * property's, with the page's language prefix, and a forgotten one would write "undefined/spa".
 */
export function canonicalUrl(route: Pick<PageRoute, 'path' | 'canonical'>, origin: string): string {
  if (typeof origin !== 'string' || origin === '') {
    throw new TypeError(
      "canonicalUrl(route, origin): origin is missing — pass the site's origin with the page's language prefix, e.g. `${siteConfig.origin}/pt`",
    );
  }
  const path = route.canonical ?? route.path;
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}
