import { useEffect, useLayoutEffect } from 'react';

/** Layout effects run before the first paint in the browser; prerendering has no layout. */
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
