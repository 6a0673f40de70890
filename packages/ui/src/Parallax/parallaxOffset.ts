/**
 * How far the layer moves, in px, for a block whose top edge is `top` px from the viewport's top:
 * `factor` times the distance scrolled past the block's top, counted only while the block is
 * leaving the screen (0 before, at most its height). A hero at the page's top moves by
 * factor × scrollY; positive factors go down, negative ones up.
 */
export function parallaxOffset(factor: number, top: number, height: number): number {
  const scrolledPast = Math.min(Math.max(-top, 0), Math.max(height, 0));
  return factor * scrolledPast;
}

/** The extra height (share of the block) a layer needs so moving up never uncovers its bottom. */
export function parallaxOverscan(factor: number): number {
  return factor < 0 ? -factor : 0;
}
