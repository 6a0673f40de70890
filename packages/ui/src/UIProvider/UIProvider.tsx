import { createContext, forwardRef, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** What a link component receives: an anchor's props with a required destination. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function PlainAnchor(props, ref) {
    // The content arrives in props.children from the part that renders the link.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a ref={ref} {...props} />;
  },
);

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface UIProviderProps {
  /**
   * Renders every internal link of the design system. The app passes its router's link so
   * navigation stays client-side; without one, parts render plain anchors.
   */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** Wires the design system to the host app (its router's links). */
export function UIProvider({ linkComponent = PlainAnchor, children }: UIProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>
  );
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/** Links that leave the site, or are not pages (mail, phone, chat), bypass the router. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
