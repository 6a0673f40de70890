import { MarkupEnd } from '../internal/MarkupEnd.tsx';
import * as styles from './LanguageSwitcher.css.ts';

export interface LanguageSwitcherItem {
  /** The language's name in itself: "English", "Português". */
  readonly name: string;
  /** The same page in that language. */
  readonly href: string;
  /** The language of the name, so a screen reader says it in its own voice. */
  readonly lang: string;
  /** The language of the page the link leads to. */
  readonly hreflang: string;
  /** The language of the page being shown. */
  readonly current?: boolean;
}

export interface LanguageSwitcherProps {
  /** The landmark's name: "Language". */
  label: string;
  items: readonly LanguageSwitcherItem[];
}

/**
 * Links to the same page in each language the site is written in, named in their own language.
 * Plain links, not routed ones: each language is its own site, so the move is a page load, and
 * the links work before (or without) any script.
 */
export function LanguageSwitcher({ label, items }: LanguageSwitcherProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list} role="list">
        {items.map((item) => (
          <li key={item.hreflang}>
            <a
              className={styles.link}
              href={item.href}
              lang={item.lang}
              hrefLang={item.hreflang}
              aria-current={item.current ? 'true' : undefined}
              data-state={item.current ? 'current' : undefined}
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
      <MarkupEnd />
    </nav>
  );
}
