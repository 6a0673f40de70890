import '@alento/ui/global';
import {
  bookNow,
  chrome,
  homePath,
  language,
  languages,
  navItems,
  routePlaces,
  pathIn,
  scrollPositionsStorageKey,
  siteConfig,
  toastDurationMs,
  unexpectedError,
} from '@alento/content';
import {
  LanguageSwitcher,
  SiteHeader,
  SkipLink,
  ToastProvider,
  ToastRegion,
  UIProvider,
} from '@alento/ui';
import { fontFiles } from '@alento/ui/fonts';
import { alentoTheme } from '@alento/ui/themes/alento';
import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import type { LinksFunction } from 'react-router';
import type { Route } from './+types/root';
import { Brand } from './layout/Brand.tsx';
import { GuestFooter } from './layout/GuestFooter.tsx';
import { PartnershipFooter } from './layout/PartnershipFooter.tsx';
import * as styles from './root.css.ts';
import { afterLaterBlocks, endDocumentHydration, HydrateLater } from './lib/HydrateLater.tsx';
import { layoutFor } from './lib/layout.ts';
import { RoutedLinks, RouterLink } from './lib/RouterLink.tsx';
import { StructuredData } from './lib/StructuredData.tsx';
import { useHydrated } from './lib/useHydrated.ts';

export const links: LinksFunction = () => [
  // The display face only: headings are what a guest sees first, and body text in the sized
  // local fallback is better than a hero picture that waits behind a second font.
  ...fontFiles
    .filter((font) => font.role === 'display')
    .map((font) => ({
      rel: 'preload',
      as: 'font',
      href: font.href,
      type: font.type,
      crossOrigin: 'anonymous' as const,
    })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The same page in every language, keeping the query (the experiences filter). The prerendered
 * links carry the path alone; once scripts run they follow the query as it changes.
 */
function Languages({ pathname, search }: { pathname: string; search: string }) {
  // The prerendered links hold no query; hydration keeps the server's attributes, so the query
  // is added by a render after it.
  const query = useHydrated() ? search : '';
  // A page that does not exist has no translation: its switcher offers each language's home.
  const path = pathname.replace(/(.)\/$/, '$1');
  const page = routePlaces.some((route) => route.path === path) ? path : '/';
  return (
    <LanguageSwitcher
      label={chrome.languages}
      items={languages.map((l) => ({
        name: l.name,
        href: `${pathIn(l, page)}${page === path ? query : ''}`,
        lang: l.hreflang,
        hreflang: l.hreflang,
        current: l.locale === language.locale,
      }))}
    />
  );
}

/** The design system's own words for screen readers, in the language being built. */
const uiLabels = { newTab: chrome.newTab };

function Chrome({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(endDocumentHydration, []);
  useEffect(() => {
    // A marker for tests and styles that should only apply once scripts run: set when every
    // block of the page has hydrated, the ones left for later included.
    afterLaterBlocks(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  const layout = layoutFor(pathname);
  return (
    <UIProvider linkComponent={RouterLink} labels={uiLabels}>
      <RoutedLinks />
      <SkipLink targetId="main">{chrome.skipLink}</SkipLink>
      {/* The header and the language bar hydrate after the page's first hydration, each in a
          task of its own (`HydrateLater`); until then their links work as plain links and the
          menu button's press is kept for them. */}
      <HydrateLater>
        <Languages pathname={pathname} search={search} />
      </HydrateLater>
      <HydrateLater>
        <SiteHeader
          brand={<Brand />}
          brandLabel={chrome.homeLink(siteConfig.name)}
          brandHref={homePath}
          items={navItems}
          cta={bookNow}
          currentPath={pathname}
          showNavigation={layout !== 'approach'}
          navigationLabel={chrome.navigation}
          menuLabel={chrome.menu}
        />
      </HydrateLater>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        {layout === 'partnership' ? (
          <PartnershipFooter />
        ) : (
          <GuestFooter compact={layout === 'approach'} />
        )}
      </HydrateLater>
    </UIProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang={language.hreflang} className={alentoTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ec" />
        {/* The site on a phone's home screen, in the page's language (offline/plugin.ts). */}
        <link rel="manifest" href={`${language.prefix}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        {/* The build fills this with the page's stylesheets, so the first paint waits for none.
            An empty inner HTML, never children: hydration then leaves the filled CSS in place. */}
        <style
          data-page-css=""
          suppressHydrationWarning
          // eslint-disable-next-line no-restricted-syntax
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        <Links />
        <StructuredData path={pathname.replace(/(.)\/$/, '$1')} />
      </head>
      <body>
        <ToastProvider duration={toastDurationMs}>
          <Chrome>{children}</Chrome>
          <ToastRegion label={chrome.notifications} dismissLabel={chrome.dismissNotification} />
        </ToastProvider>
        {/* Under the key the privacy page names: it is kept in the guest's session storage. */}
        <ScrollRestoration storageKey={scrollPositionsStorageKey} />
        {/* The build hands a page's modules to the hydration gate, so the browser's document no
            longer holds what React Router's scripts render; rendering them again while hydrating
            would only add three dozen elements the page has no use for. The dev server hydrates
            React Router's own scripts. */}
        {import.meta.env.SSR || import.meta.env.DEV ? <Scripts /> : null}
        {/* Where the hydration gate starts the page's module preloads. Hydration leaves an
            element's inner HTML alone, so they stay in the document: in the head it would remove
            them as elements it did not render, and the bundler's loader, which looks for a
            module's preload before it starts one, would start them all again when a later block
            imports its code. */}
        <div
          hidden
          data-module-preloads=""
          suppressHydrationWarning
          // eslint-disable-next-line no-restricted-syntax
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className={styles.errorPage} aria-labelledby="error-heading">
      <h1 id="error-heading">{unexpectedError.heading}</h1>
      <pre className={styles.errorText}>{detail}</pre>
    </section>
  );
}
