/**
 * The fade-in's state logic, kept pure so it can be tested without layout.
 *
 * Content is visible by default (prerendered HTML, no script, reduced motion). Only a block that is
 * still entirely below the observed area when scripts start is hidden to fade in later; a block
 * the visitor can already see, or has scrolled past, never disappears.
 */

export type RevealState = 'pending' | 'visible';

export interface RootMarginBox {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

function toPixels(length: string, reference: number): number {
  const match = /^(-?\d*\.?\d+)(px|%)?$/.exec(length.trim());
  if (!match) throw new Error(`rootMargin accepts px or % lengths, got "${length}"`);
  const amount = Number(match[1]);
  return match[2] === '%' ? (amount / 100) * reference : amount;
}

/**
 * A CSS-margin-like `rootMargin` (1 to 4 lengths, as IntersectionObserver takes it) in pixels.
 * Percentages are of the viewport's height (top, bottom) or width (left, right), as the observer
 * reads them.
 */
export function parseRootMargin(
  rootMargin: string,
  viewport: { width: number; height: number },
): RootMarginBox {
  const parts = rootMargin.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { top: 0, right: 0, bottom: 0, left: 0 };
  if (parts.length > 4) throw new Error(`rootMargin takes at most 4 lengths, got "${rootMargin}"`);
  const [top = '0', right = top, bottom = top, left = right] = parts;
  return {
    top: toPixels(top, viewport.height),
    right: toPixels(right, viewport.width),
    bottom: toPixels(bottom, viewport.height),
    left: toPixels(left, viewport.width),
  };
}

export interface InitialRevealInput {
  /** The visitor asked for less motion: nothing is hidden, nothing fades. */
  reducedMotion: boolean;
  /** The browser has IntersectionObserver (without it nothing would ever reveal the block). */
  canObserve: boolean;
  /** The block's top edge, relative to the viewport's top, when scripts start. */
  top: number;
  viewportHeight: number;
  /** How far below the viewport the observed area reaches (rootMargin's bottom, in px). */
  bottomMargin: number;
}

export function initialRevealState({
  reducedMotion,
  canObserve,
  top,
  viewportHeight,
  bottomMargin,
}: InitialRevealInput): RevealState {
  if (reducedMotion || !canObserve) return 'visible';
  return top >= viewportHeight + bottomMargin ? 'pending' : 'visible';
}

export interface RevealObservation {
  isIntersecting: boolean;
  intersectionRatio: number;
}

/** Once visible, always visible: the block animates in one time only. */
export function nextRevealState(
  state: RevealState,
  { isIntersecting, intersectionRatio }: RevealObservation,
  threshold: number,
): RevealState {
  if (state === 'visible') return 'visible';
  return isIntersecting && intersectionRatio >= threshold ? 'visible' : 'pending';
}
