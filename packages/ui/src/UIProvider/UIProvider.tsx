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

/** Words the parts add on their own, for screen readers, in the page's language. */
export interface UILabels {
  /** Said after the name of a link that opens a new tab, with its leading space. */
  newTab: string;
}

const defaultLabels: UILabels = { newTab: ' (opens in a new tab)' };

const LabelsContext = createContext<UILabels>(defaultLabels);

export interface UIProviderProps {
  /**
   * Renders every internal link of the design system. The app passes its router's link so
   * navigation stays client-side; without one, parts render plain anchors.
   */
  linkComponent?: LinkComponent;
  /** The parts' own words in the page's language; English when left out. */
  labels?: UILabels;
  children: ReactNode;
}

/** Wires the design system to the host app (its router's links, its language). */
export function UIProvider({
  linkComponent = PlainAnchor,
  labels = defaultLabels,
  children,
}: UIProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>
      <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
    </LinkComponentContext.Provider>
  );
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

export function useUILabels(): UILabels {
  return useContext(LabelsContext);
}

/** Links that leave the site, or are not pages (mail, phone, chat), bypass the router. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
