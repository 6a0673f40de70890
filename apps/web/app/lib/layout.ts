import { routePlaces } from '@alento/content';
import type { PageLayout } from '@alento/content';

/**
 * Which header and footer a path gets. Unknown paths (the 404 page) and trailing slashes get the
 * same chrome as the page they resemble.
 */
export function layoutFor(pathname: string): PageLayout {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (routePlaces as readonly { path: string; layout: PageLayout }[]).find(
      (route) => route.path === path,
    )?.layout ?? 'guest'
  );
}
