import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. A page whose first render
 * depends on something the prerender could not know (the query string) renders the prerendered
 * state first, so hydration matches, then switches in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
