import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Starts loading code a form needs only when a guest acts (its rules, what sends it) the first
 * time focus enters the form, so the code is there by the time the guest acts and the page's
 * first load carries none of it. A failed load is left to the action, which tells the guest.
 */
export function useLoadOnFirstFocus(
  element: RefObject<HTMLElement | null>,
  load: () => Promise<unknown>,
): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const prepare = () => void load().catch(() => undefined);
    target.addEventListener('focusin', prepare, { once: true });
    return () => target.removeEventListener('focusin', prepare);
  }, [element, load]);
}
