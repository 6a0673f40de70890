import { Children, createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { isExternalHref, useLinkComponent } from '../UIProvider/UIProvider.tsx';
import * as styles from './SiteFooter.css.ts';

export interface SiteFooterProps {
  /** Optional closing pitch above the columns. */
  hero?: { heading: string; tagline?: string };
  /** `FooterColumn`s; the grid has as many columns on wide screens as there are children. */
  children: ReactNode;
  /** The bottom line: copyright and the like. */
  legal: ReactNode;
  /**
   * A row of links under the columns, for pages every footer points to (policies, help): a
   * navigation landmark named by `label`.
   */
  links?: FooterLinkRow;
  'aria-label'?: string;
}

export interface FooterLinkRow {
  /** Names the landmark, so it is told apart from the page's other navigation. */
  label: string;
  items: readonly FooterListItem[];
}

/** Column headings sit one level below the footer's own heading, or at h2 when it has none. */
const ColumnHeadingLevel = createContext<2 | 3>(2);

/**
 * The site's footer: a dark band with an optional pitch, columns, an optional row of links and a
 * legal line.
 */
export function SiteFooter({ hero, children, legal, links, ...aria }: SiteFooterProps) {
  const count = Children.toArray(children).filter(Boolean).length;
  return (
    <footer className={styles.footer} {...aria}>
      <div className={styles.inner}>
        {hero ? (
          <div className={styles.hero}>
            <h2 className={styles.heroHeading}>{hero.heading}</h2>
            {hero.tagline ? <p className={styles.heroTagline}>{hero.tagline}</p> : null}
          </div>
        ) : null}
        <div className={styles.columns} data-columns={count}>
          <ColumnHeadingLevel.Provider value={hero ? 3 : 2}>{children}</ColumnHeadingLevel.Provider>
        </div>
        {links ? (
          <nav aria-label={links.label}>
            <ul className={styles.row} role="list">
              {links.items.map((item) => (
                <li key={item.label}>
                  <FooterItem item={item} className={styles.rowLink} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.legal}>{legal}</div>
      </div>
    </footer>
  );
}

export interface FooterColumnProps {
  heading: string;
  children: ReactNode;
}

/** One titled column of the footer. */
export function FooterColumn({ heading, children }: FooterColumnProps) {
  const Heading = useContext(ColumnHeadingLevel) === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.column}>
      <Heading className={styles.columnHeading}>{heading}</Heading>
      {children}
    </div>
  );
}

export interface FooterListItem {
  /** Text shown; plain text when there is no `href`. */
  label: string;
  href?: string;
  /** Accessible name when the text alone is not enough (e.g. "Instagram: @handle"). */
  ariaLabel?: string;
}

/** A list inside a footer column: links where `href` is given, plain text otherwise. */
export function FooterList({ items }: { items: readonly FooterListItem[] }) {
  return (
    <ul className={styles.list} role="list">
      {items.map((item) => (
        <li key={item.label}>
          <FooterItem item={item} className={styles.link} />
        </li>
      ))}
    </ul>
  );
}

/** One item: a link through the app's router, a plain link off the site, or text. */
function FooterItem({ item, className }: { item: FooterListItem; className: string }) {
  const LinkComponent = useLinkComponent();
  if (item.href === undefined) return item.label;
  return isExternalHref(item.href) ? (
    <a className={className} href={item.href} aria-label={item.ariaLabel}>
      {item.label}
    </a>
  ) : (
    <LinkComponent className={className} href={item.href} aria-label={item.ariaLabel}>
      {item.label}
    </LinkComponent>
  );
}
