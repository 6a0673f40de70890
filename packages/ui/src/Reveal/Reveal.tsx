import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect.ts';
import { mq } from '../themes/tokens.ts';
import { reveal } from './Reveal.css.ts';
import { initialRevealState, nextRevealState, parseRootMargin } from './revealState.ts';
import type { RevealState } from './revealState.ts';

export const revealElements = ['div', 'section', 'article', 'li'] as const;
export type RevealElement = (typeof revealElements)[number];

export interface RevealProps {
  children: ReactNode;
  /** Share of the block (0–1) that must be in view before it fades in. */
  threshold?: number;
  /** Grows or shrinks the observed area, as IntersectionObserver's rootMargin (px or %). */
  rootMargin?: string;
  /** The wrapper's element, so a revealed card can still be a list item. */
  as?: RevealElement;
  id?: string;
  'aria-labelledby'?: string;
}

/**
 * Fades its content in the first time enough of it scrolls into view. The content is in the
 * HTML and visible before scripts run; only blocks still below the fold at start-up wait for
 * the fade, and people who ask for reduced motion never wait.
 */
export function Reveal({
  children,
  threshold = 0.1,
  rootMargin = '0px',
  as: Element = 'div',
  ...rest
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>('visible');
  const [observing, setObserving] = useState(false);

  // Before the first paint after hydration, so a block that will fade never flashes first.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const initial = initialRevealState({
      reducedMotion: window.matchMedia(mq.reducedMotion).matches,
      canObserve: typeof IntersectionObserver === 'function',
      top: element.getBoundingClientRect().top,
      viewportHeight: viewport.height,
      bottomMargin: parseRootMargin(rootMargin, viewport).bottom,
    });
    if (initial === 'pending') {
      setState('pending');
      setObserving(true);
    }
    // Measured once at start-up: later changes of the props do not hide a shown block again.
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!observing || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (nextRevealState('pending', entry, threshold) === 'visible') {
            setState('visible');
            setObserving(false);
          }
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observing, threshold, rootMargin]);

  return (
    <Element ref={ref as never} className={reveal} data-state={state} {...rest}>
      {children}
    </Element>
  );
}
