/**
 * Installs the site's service worker (`/sw.js`, `offline/service-worker.ts`), from a chunk the
 * entry loads once the page has hydrated, when the browser is idle: a first visit's own scripts
 * and pictures never share the connection with the worker's precache.
 *
 * It imports nothing the page has (no words, no stylesheet), so the entry names one file to load
 * it. A new version of the site waits while a page of the old one is open, so a page never has
 * scripts of two versions. Once one is waiting, a quiet notice says it opens with the next page,
 * and the next navigation (a click on a link of the site, or a reload) lets it take over and
 * loads that page whole. Without a connection, a click on a link of the site loads the page
 * whole too, so the worker answers with its copy or the offline page rather than the router
 * failing to fetch the page's code.
 */
import { Workbox } from 'workbox-window';

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });
}

/** A page of the site in a plain click on a link, or nothing. */
function siteLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return null;
  // A link within the page (`#section`) stays a scroll.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return anchor;
}

async function registerWorker(): Promise<void> {
  await idle();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let waiting = false;
  let handingOver = false;

  /** The waiting version takes over, then the page is loaded whole, served by it. */
  const handOver = (href: string) => {
    if (handingOver) return;
    handingOver = true;
    workbox.addEventListener('controlling', () => location.assign(href));
    workbox.messageSkipWaiting();
    // A worker that never takes over still lets the guest go on, served by the old one.
    setTimeout(() => location.assign(href), 3000);
  };

  workbox.addEventListener('waiting', () => {
    waiting = true;
    // Its words and the code that shows them come only when there is a version to announce.
    import('./update-notice.ts').then(({ showUpdateNotice }) => showUpdateNotice(), console.warn);
  });

  document.addEventListener(
    'click',
    (event) => {
      const anchor = siteLinkOf(event);
      const offline = !navigator.onLine && navigator.serviceWorker.controller;
      if (!anchor || !(waiting || offline)) return;
      // Before the router's own handler, which leaves a click it sees prevented.
      event.preventDefault();
      if (waiting) handOver(anchor.href);
      else location.assign(anchor.href);
    },
    { capture: true },
  );
  // A reload or a typed address: the page is going, so the waiting version may take over now.
  addEventListener('pagehide', () => {
    if (waiting && !handingOver) workbox.messageSkipWaiting();
  });

  try {
    await workbox.register();
  } catch (error) {
    // The site works as before without its worker; the reason is for whoever looks.
    console.warn('The service worker was not installed:', error);
  }
}

void registerWorker();
