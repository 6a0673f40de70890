import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { LinkComponentProps } from '@alento/ui';

/** The design system's links, routed: in-site navigation without a page load. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} prefetch="intent" {...props} />;
});
