import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import { useLinkComponent } from '../UIProvider/UIProvider.tsx';
import * as styles from './SiteHeader.css.ts';

export interface SiteHeaderItem {
  readonly name: string;
  readonly path: string;
}

export interface SiteHeaderProps {
  /** The brand mark; its accessible name comes from `brandLabel`. */
  brand: ReactNode;
  brandLabel: string;
  brandHref: string;
  items: readonly SiteHeaderItem[];
  /** The primary call to action (always shown, also where the menu is hidden). */
  cta: SiteHeaderItem;
  /** Path of the page being shown: its link gets `aria-current="page"`. */
  currentPath: string;
  /** Hide the menu and its toggle entirely (some pages stand alone). */
  showNavigation?: boolean;
  navigationLabel: string;
  menuLabel: string;
  /** Controlled open state of the narrow-screen menu. */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

function isCurrent(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * The site's header: brand, the main navigation inline on wide screens and behind a toggle on
 * narrow ones, and one call to action. The stacked menu closes when a link is chosen or on Escape.
 */
export function SiteHeader({
  brand,
  brandLabel,
  brandHref,
  items,
  cta,
  currentPath,
  showNavigation = true,
  navigationLabel,
  menuLabel,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
}: SiteHeaderProps) {
  const LinkComponent = useLinkComponent();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? uncontrolledOpen;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setUncontrolledOpen(next);
    onMenuOpenChange?.(next);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (menuOpen === undefined) setUncontrolledOpen(false);
        onMenuOpenChange?.(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, menuOpen, onMenuOpenChange]);

  const links = (linkClass: string, onChoose?: () => void) =>
    items.map((item) => (
      <li key={item.path}>
        <LinkComponent
          href={item.path}
          className={linkClass}
          aria-current={isCurrent(item.path, currentPath) ? 'page' : undefined}
          onClick={onChoose}
        >
          {item.name}
        </LinkComponent>
      </li>
    ));

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LinkComponent href={brandHref} className={styles.brand} aria-label={brandLabel}>
          {brand}
        </LinkComponent>
        {showNavigation ? (
          <nav className={styles.inlineNav} aria-label={navigationLabel}>
            <ul className={styles.inlineList} role="list">
              {links(styles.navLink)}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions}>
          <ButtonLink href={cta.path} size="small">
            {cta.name}
          </ButtonLink>
          {showNavigation ? (
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              <MenuIcon open={open} />
              <span className={styles.toggleLabel}>{menuLabel}</span>
            </button>
          ) : null}
        </div>
      </div>
      {showNavigation ? (
        <nav
          id={panelId}
          className={styles.panel}
          data-state={open ? 'open' : 'closed'}
          aria-label={navigationLabel}
        >
          <ul className={styles.stackedList} role="list">
            {links(styles.stackedLink, () => setOpen(false))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
