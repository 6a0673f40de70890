import { pathIn } from '@alento/content/model';
import {
  FooterColumn,
  FooterList,
  LanguageSwitcher,
  SiteFooter,
  SiteHeader,
  SkipLink,
  ToastProvider,
  ToastRegion,
  UIProvider,
} from '@alento/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { content, languages, siteConfig } from '../content/index.ts';
import type { SiteLanguage } from '../content/index.ts';

export interface LayoutProps {
  language: SiteLanguage;
  /** The page's path without its language prefix ('/contact'); null on the not-found page. */
  page: string | null;
  children: ReactNode;
}

/** Every page's frame: skip link, language switcher, header, main, footer and notifications. */
export function Layout({ language, page, children }: LayoutProps) {
  const { words } = content[language.locale];
  const { chrome } = words;
  useEffect(() => {
    // Set once the page has hydrated: its controls answer from here on (tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <UIProvider labels={{ newTab: chrome.newTab }}>
      <ToastProvider>
        <SkipLink targetId="main">{chrome.skipLink}</SkipLink>
        <LanguageSwitcher
          label={chrome.languageLabel}
          items={languages.map((each) => ({
            name: each.name,
            // A page that does not exist has no translation: offer each language's home.
            href: pathIn(each, page ?? '/'),
            lang: each.hreflang,
            hreflang: each.hreflang,
            current: each.locale === language.locale,
          }))}
        />
        <SiteHeader
          brand={<span>{siteConfig.name}</span>}
          brandLabel={chrome.brandLabel}
          brandHref={pathIn(language, '/')}
          items={chrome.nav.map((item) => ({ name: item.name, path: pathIn(language, item.path) }))}
          cta={{ name: chrome.cta.name, path: pathIn(language, chrome.cta.path) }}
          currentPath={page === null ? '' : pathIn(language, page)}
          navigationLabel={chrome.navigationLabel}
          menuLabel={chrome.menuLabel}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          hero={{ heading: chrome.footerHeading, tagline: chrome.footerTagline }}
          legal={chrome.rights(new Date().getFullYear())}
        >
          <FooterColumn heading={chrome.visitHeading}>
            <FooterList
              items={[
                { label: siteConfig.address.streetAddress },
                { label: `${siteConfig.address.postalCode} ${siteConfig.address.locality}` },
                { label: siteConfig.address.country },
              ]}
            />
          </FooterColumn>
          <FooterColumn heading={chrome.talkHeading}>
            <FooterList
              items={[
                { label: siteConfig.phone, href: `tel:${siteConfig.phoneE164}` },
                { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
              ]}
            />
          </FooterColumn>
        </SiteFooter>
        <ToastRegion label={chrome.notifications} dismissLabel={chrome.dismiss} />
      </ToastProvider>
    </UIProvider>
  );
}
