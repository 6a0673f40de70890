import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask, startDocumentHydration } from './lib/HydrateLater.tsx';

/**
 * Hydrates the prerendered document. React Router's first render throws a promise until the
 * page's router state has decoded; React waits for it at the root, Preact has no root to wait
 * at, so the first attempt (which has touched no DOM yet) is retried once the state is ready,
 * in a task of its own: the modules' evaluation and the state's decoding are one task, the
 * router and the document's hydration the next, rather than one long task for all four.
 */
function hydrate(): void {
  try {
    hydrateRoot(document, <HydratedRouter />);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    void thrown.then(nextTask).then(hydrate);
  }
}

startDocumentHydration();
hydrate();
