import { language } from '@alento/content';
import type { LinkComponentProps } from '@alento/ui';
import { forwardRef, useLayoutEffect, useState } from 'react';
import type { MouseEvent, SyntheticEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { hrefIn, routerPathOf } from './routedLinks.ts';

/*
 * The design system's links, routed: in-site navigation without a page load, and the code of the
 * page a guest points at fetched before the click, as React Router's `Link` does. Its `Link` runs
 * about twenty hooks in every link (the location, the resolved path, the navigation, the prefetch's
 * state), and a page has dozens of links. Here each link is a plain anchor with handlers shared by
 * all of them, and one component of the page (`RoutedLinks`) holds the router's navigation and
 * the prefetch, so the cost of the router's code no longer grows with the number of links on a
 * page (measured in docs/performance.md's log, 2026-11-27).
 */

/** The router's navigation and the prefetch's setter, while `RoutedLinks` is mounted. */
let navigate: NavigateFunction | null = null;
let prefetch: ((page: string | null) => void) | null = null;
let intent: ReturnType<typeof setTimeout> | undefined;

const routerPath = (anchor: HTMLAnchorElement) =>
  routerPathOf(new URL(anchor.href), window.location.origin, language);

/** A plain click (no modifier, the main button, this tab) on a page of the site: the router's. */
function follow(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (!navigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const path = routerPath(anchor);
  if (path === null) return;
  event.preventDefault();
  // A link to the page a guest is on replaces it in the history rather than adding it again.
  void navigate(path, { replace: anchor.href === window.location.href });
}

/**
 * Pointing at a link, or focusing it, for a tenth of a second fetches its page's code. A touch
 * does not: a tap's click comes about as soon as that prefetch would start, and a `touchstart`
 * handler on every link, which Preact adds as a listener that is not passive, would make a
 * scroll that starts on a link wait for the main thread while the page hydrates.
 */
function intend(event: SyntheticEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  clearTimeout(intent);
  intent = setTimeout(() => {
    if (routerPath(anchor) !== null) prefetch?.(`${anchor.pathname}${anchor.search}`);
  }, 100);
}

function dropIntent(): void {
  clearTimeout(intent);
  prefetch?.(null);
}

/**
 * Renders every internal link of the design system (`UIProvider`'s `linkComponent`). A path of
 * the site gets the language's prefix. Handlers of focus and pointing are the prefetch's; a
 * part's own `onClick` runs first and may keep the router out by preventing the default.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, onClick, ...props },
  ref,
) {
  return (
    // The content arrives in props.children from the part that renders the link.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      ref={ref}
      {...props}
      href={hrefIn(language, href)}
      onClick={
        onClick
          ? (event) => {
              onClick(event);
              follow(event);
            }
          : follow
      }
      onMouseEnter={intend}
      onFocus={intend}
      onMouseLeave={dropIntent}
      onBlur={dropIntent}
    />
  );
});

/**
 * Hands the router to every `RouterLink` of the page, and renders the prefetch of the page a
 * guest points at. Rendered once, inside the router; it shows nothing else.
 */
export function RoutedLinks() {
  const routerNavigate = useNavigate();
  const [page, setPage] = useState<string | null>(null);
  // Before the page can paint the hydrated links, so a click on one is never a plain link's.
  useLayoutEffect(() => {
    navigate = routerNavigate;
    prefetch = setPage;
    return () => {
      clearTimeout(intent);
      navigate = null;
      prefetch = null;
    };
  }, [routerNavigate]);
  return page ? <PrefetchPageLinks page={page} /> : null;
}
