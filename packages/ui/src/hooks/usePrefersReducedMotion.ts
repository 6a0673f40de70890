import { useSyncExternalStore } from 'react';
import { mq } from '../themes/tokens.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(mq.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for less motion. The prerendered HTML is built as if they do, so no
 * motion is decided before scripts know the real preference.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mq.reducedMotion).matches,
    () => true,
  );
}
