/**
 * `react` for the browser and prerender builds: Preact's compat layer plus the one React 19 hook
 * React Router imports that Preact lacks.
 *
 * React Router's RouterProvider calls `useOptimistic` on every render but only sets an optimistic
 * state when it is given `useTransitions: true`, which this app never passes; the hook therefore
 * only has to hand back the state it was given.
 */
import compat from 'preact/compat';

export * from 'preact/compat';

export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {}

export default { ...compat, useOptimistic };
