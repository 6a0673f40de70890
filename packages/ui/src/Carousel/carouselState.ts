/**
 * The carousel's arithmetic, kept pure: which slide shows where, which are in view, and which
 * way a change goes. Slides are laid out in a ring, so the carousel loops in both directions.
 */

export interface SlidesPerView {
  base: number;
  medium?: number;
  large?: number;
}

/** Fills the gaps of a per-breakpoint setting: a missing step takes the one below it. */
export function resolveSlidesPerView(setting: number | SlidesPerView): Required<SlidesPerView> {
  const config = typeof setting === 'number' ? { base: setting } : setting;
  const base = Math.max(1, Math.floor(config.base));
  const medium = Math.max(1, Math.floor(config.medium ?? base));
  const large = Math.max(1, Math.floor(config.large ?? medium));
  return { base, medium, large };
}

/** Any integer to a slide index: -1 is the last slide, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The carousel only moves when there are more slides than fit at once. */
export function canMove(count: number, perView: number): boolean {
  return count > perView;
}

/**
 * The slide's place in the ring (its CSS `order`). The slide before the current one goes first,
 * just out of view to the left, so stepping back can slide it in; the current slide is at 1.
 * When everything fits, slides keep their own order from 0.
 */
export function slideOrder(slide: number, current: number, count: number, perView: number): number {
  if (!canMove(count, perView)) return slide;
  return wrapIndex(slide - current + 1, count);
}

export function isSlideInView(
  slide: number,
  current: number,
  count: number,
  perView: number,
): boolean {
  if (!canMove(count, perView)) return true;
  const order = slideOrder(slide, current, count, perView);
  return order >= 1 && order <= perView;
}

/** Which way a change of slide goes: one step either way (wrapping), or a jump. */
export function stepDirection(from: number, to: number, count: number): 'next' | 'previous' | null {
  if (count < 2 || from === to) return null;
  const forward = wrapIndex(to - from, count);
  if (forward === 1) return 'next';
  if (forward === count - 1) return 'previous';
  return null;
}

/** The default position wording, e.g. "3 of 16". */
export function defaultSlideLabel(position: number, total: number): string {
  return `${position} of ${total}`;
}
