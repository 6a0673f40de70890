import type { ReactNode } from 'react';
import { MarkupEnd } from '../internal/MarkupEnd.tsx';
import { eyebrow as eyebrowText } from '../internal/text.css.ts';
import * as styles from './Hero.css.ts';

export const heroLayouts = ['overlay', 'split'] as const;
export type HeroLayout = (typeof heroLayouts)[number];

export interface HeroProps {
  /** The page's one h1. */
  heading: ReactNode;
  eyebrow?: ReactNode;
  lede?: ReactNode;
  /** Buttons or button links; on `overlay` use their on-image variant. */
  actions?: ReactNode;
  /**
   * The picture (a part with width, height and alt, loaded eagerly: it is the largest paint).
   * Without one the hero is a plain band.
   */
  media?: ReactNode;
  /** `overlay`: text on the full-bleed picture behind a scrim; `split`: text beside it. */
  layout?: HeroLayout;
  align?: 'start' | 'center';
  /** Replaces the backdrop, e.g. with a carousel or a parallax wrapper; the scrim stays on top. */
  backdrop?: ReactNode;
}

/**
 * The page's opening: static HTML and CSS only, so the heading and lede paint with the first
 * response and need no script.
 */
export function Hero({
  heading,
  eyebrow,
  lede,
  actions,
  media,
  layout = 'overlay',
  align = 'start',
  backdrop,
}: HeroProps) {
  const visual = backdrop ?? media;
  const effectiveLayout = visual ? layout : 'plain';
  const text = (
    <div className={styles.content}>
      {eyebrow ? <p className={`${eyebrowText} ${styles.eyebrow}`}>{eyebrow}</p> : null}
      <h1 className={styles.heading}>{heading}</h1>
      {typeof lede === 'string' ? (
        <p className={styles.lede}>{lede}</p>
      ) : lede ? (
        <div className={styles.lede}>{lede}</div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
  return (
    <div className={styles.hero} data-layout={effectiveLayout} data-align={align}>
      {effectiveLayout === 'overlay' ? (
        <div className={styles.backdrop}>
          {visual}
          <div className={styles.scrim} aria-hidden="true" />
        </div>
      ) : null}
      <div className={styles.inner}>
        {text}
        {effectiveLayout === 'split' ? <div className={styles.splitMedia}>{visual}</div> : null}
        {/* The hero's last element: until the HTML has brought it, the text waits (see the CSS). */}
        <MarkupEnd />
      </div>
    </div>
  );
}
