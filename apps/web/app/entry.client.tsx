import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate(): void {
  try {
    hydrateRoot(document, <HydratedRouter />);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    void thrown.then(hydrate);
  }
}

hydrate();
