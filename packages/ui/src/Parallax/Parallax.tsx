import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import * as styles from './Parallax.css.ts';
import { parallaxOffset, parallaxOverscan } from './parallaxOffset.ts';

export interface ParallaxProps {
  /** The picture to move; it fills the layer. */
  children: ReactNode;
  /**
   * Share of the scroll distance the picture moves: 0.5 drifts down at half the scroll speed,
   * -0.5 moves up at half of it.
   */
  factor: number;
}

/**
 * Moves its picture by a share of the scroll, for hero backdrops. It fills its positioned
 * container and clips the picture. Only `transform` changes, once per frame, from a passive
 * listener; nothing moves before scripts run or for people who ask for reduced motion.
 */
export function Parallax({ children, factor }: ParallaxProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const root = rootRef.current;
    const layer = layerRef.current;
    if (!root || !layer || reducedMotion || factor === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, height } = root.getBoundingClientRect();
      layer.style.transform = `translate3d(0, ${parallaxOffset(factor, top, height)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      layer.style.transform = '';
    };
  }, [factor, reducedMotion]);

  return (
    <div ref={rootRef} className={styles.root}>
      <div
        ref={layerRef}
        className={styles.layer}
        style={assignInlineVars({ [styles.overscan]: String(parallaxOverscan(factor)) })}
      >
        {children}
      </div>
    </div>
  );
}
