import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import { MarkupEnd } from '../internal/MarkupEnd.tsx';
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
 * narrow ones, and one call to action. The stacked menu closes on Escape, when any link in the
 * header is chosen (the brand and the call to action too, and a link to the page already shown),
 * and when `currentPath` changes however the guest moved (the browser's back and forward too).
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
  const [open, setOpen] = useControllableState(menuOpen, defaultMenuOpen, onMenuOpenChange);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  // The menu covered the page it was opened over: once another page shows, it has done its work.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    setOpen(false);
  }, [currentPath, setOpen]);

  const links = (linkClass: string) =>
    items.map((item) => (
      <li key={item.path}>
        <LinkComponent
          href={item.path}
          className={linkClass}
          aria-current={isCurrent(item.path, currentPath) ? 'page' : undefined}
          onClick={close}
        >
          {item.name}
        </LinkComponent>
      </li>
    ));

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LinkComponent
          href={brandHref}
          className={styles.brand}
          aria-label={brandLabel}
          onClick={close}
        >
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
          <ButtonLink href={cta.path} size="small" onClick={close}>
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
          <MarkupEnd />
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
            {links(styles.stackedLink)}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
