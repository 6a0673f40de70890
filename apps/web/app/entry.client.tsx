import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask, startDocumentHydration } from './lib/HydrateLater.tsx';

/**
 * Hydrates the prerendered document. React Router's first render throws a promise until the
 * page's router state has decoded; React waits for it at the root, Preact has no root to wait
 * at, so the first attempt (which has touched no DOM yet) is retried once the state is ready.
 * The modules' evaluation and the state's decoding are one task, the router's creation the next
 * and the document's hydration the one after, rather than one long task for all of them.
 */
function hydrate(): void {
  try {
    hydrateRoot(document, <HydratedRouter />);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    void thrown.then(nextTask).then(createRouter).then(nextTask).then(hydrate);
  }
}

/**
 * `HydratedRouter` creates the page's router the first time it renders and keeps it for the
 * document (React Router's own module holds it): every route matched and ranked, a large part of
 * the document's hydration task on a slow phone. Rendered here first, as a
 * hook of a component that shows nothing, in a root of its own that is unmounted at once, it
 * creates the router in a task of its own, and the document's hydration finds it made
 * (`e2e/hydration.spec.ts` checks there is one router). A failure is left to that hydration,
 * which meets it again and reports it.
 */
function createRouter(): void {
  const root = createRoot(document.createElement('div'));
  try {
    root.render(<RouterAhead />);
  } catch {
    // Met again, and reported, by the document's hydration.
  }
  root.unmount();
}

function RouterAhead() {
  HydratedRouter({});
  return null;
}

startDocumentHydration();
hydrate();

// The site's service worker, from a chunk of its own once the page has hydrated (register-worker.ts
// waits for the browser to be idle); never in `pnpm dev`, where it would keep stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  import('./offline/register-worker.ts').catch(console.warn);
}
