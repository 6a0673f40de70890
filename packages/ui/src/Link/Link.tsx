import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { isExternalHref, useLinkComponent, useUILabels } from '../UIProvider/UIProvider.tsx';
import { tone as toneStyle } from './Link.css.ts';

export const linkTones = ['brand', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps {
  href: string;
  children: ReactNode;
  tone?: LinkTone;
  /** Opens in a new tab (target=_blank); screen readers are told so in hidden words. */
  newTab?: boolean;
  'aria-current'?: 'page' | 'location' | 'step' | 'true' | boolean;
  'aria-label'?: string;
}

/**
 * A text link for body copy: underlined, so it never relies on colour alone. Site paths go
 * through the app's router link; other schemes (https, mailto, tel) are plain anchors, and web
 * addresses on other hosts get rel="noopener" so the page they open cannot reach back.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, tone = 'brand', newTab, ...aria },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const labels = useUILabels();
  const className = toneStyle[tone];
  if (isExternalHref(href) || newTab) {
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        {...(newTab
          ? { target: '_blank', rel: 'noopener noreferrer' }
          : /^(?:https?:)?\/\//i.test(href)
            ? { rel: 'noopener' }
            : {})}
        {...aria}
      >
        {children}
        {newTab ? <VisuallyHidden>{labels.newTab}</VisuallyHidden> : null}
      </a>
    );
  }
  return (
    <LinkComponent ref={ref} href={href} className={className} {...aria}>
      {children}
    </LinkComponent>
  );
});
