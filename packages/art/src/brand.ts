/**
 * The mark in the build's own pictures: the favicon and the sharing image. Both draw the paths of
 * the mark the browser draws (`@alento/content`'s `brand-mark.ts`), so the header, the favicon and the
 * sharing image show the same mark.
 */
import { symbolPaths, wordmarkBox, wordmarkPaths } from '@alento/content';
import { moods, palette as c } from './palette.ts';
import { Drawing } from './svg.ts';
import { corkOak, hill, sky, stonePool, sun } from './elements.ts';
import { saunaCabin } from './subjects.ts';

function symbolGroup(x: number, y: number, size: number, ink: string, sunFill: string): string {
  const k = size / 48;
  return `<g transform="translate(${x} ${y}) scale(${k})" fill="none" stroke="${ink}" stroke-width="2.6" stroke-linecap="round"><path d="${symbolPaths.ring}"/><path d="${symbolPaths.sun}" fill="${sunFill}" stroke="none"/><path d="${symbolPaths.farHill}"/><path d="${symbolPaths.nearHill}"/></g>`;
}

function wordmarkGroup(x: number, y: number, height: number, ink: string): string {
  const k = height / wordmarkBox.height;
  return `<g transform="translate(${x} ${y}) scale(${k})" fill="none" stroke="${ink}" stroke-width="${wordmarkBox.stroke}" stroke-linecap="square" stroke-linejoin="miter">${wordmarkPaths.map((d) => `<path d="${d}"/>`).join('')}</g>`;
}

/** The favicon: the symbol on the brand olive, legible at 16 px. */
export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${c.olive}"/><g transform="translate(8 8) scale(1)" fill="none" stroke="${c.canvas}" stroke-width="3.4" stroke-linecap="round"><path d="${symbolPaths.sun}" fill="${c.gold}" stroke="none"/><path d="${symbolPaths.farHill}"/><path d="${symbolPaths.nearHill}"/></g></svg>\n`;
}

/** The 1200×630 sharing image: the home landscape at golden hour with the mark on a panel. */
export function socialImageSvg(): string {
  const d = new Drawing(1200, 630, 'social');
  sky(d, 'golden', 0.6);
  sun(d, 900, 190, 36, moods.golden.sun);
  hill(d, 330, 22, moods.golden.far, { freq: 2.3 });
  const mid = hill(d, 390, 18, moods.golden.mid, { freq: 1.6 });
  for (const x of [120, 300, 1020, 1130])
    corkOak(d, x, mid(x) + 12, 46, {
      shadow: false,
      stripped: false,
      crown: c.goldenCrown,
      light: moods.golden.mid,
    });
  const near = hill(d, 470, 16, moods.golden.near, { freq: 1.1 });
  saunaCabin(d, 820, near(880) + 70, 120, true);
  stonePool(d, 640, 575, 110, 34, { steam: true });
  corkOak(d, 1110, near(1110) + 120, 220);
  corkOak(d, 80, near(80) + 150, 180);
  d.rect(330, 165, 540, 230, { fill: c.canvas, opacity: 0.94, rx: 24 });
  d.add(symbolGroup(400, 220, 120, c.olive, c.terracotta));
  d.add(wordmarkGroup(548, 262, 36, c.ink));
  d.rect(548, 318, 250, 3, { fill: c.terracotta });
  return d.toString();
}

/**
 * The site's icon on a phone's home screen, the favicon's mark at any size: `any` keeps the
 * favicon's rounded square; `maskable` and `apple` fill the square edge to edge (the phone cuts
 * its own shape) with the mark inside the middle circle every cut keeps.
 */
export function appIcon(variant: 'any' | 'maskable' | 'apple' = 'any'): string {
  const full = variant !== 'any';
  const size = full ? 36 : 48;
  const offset = (64 - size) / 2;
  const background = full
    ? `<rect width="64" height="64" fill="${c.olive}"/>`
    : `<rect width="64" height="64" rx="14" fill="${c.olive}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}<g transform="translate(${offset} ${offset}) scale(${size / 48})" fill="none" stroke="${c.canvas}" stroke-width="3.4" stroke-linecap="round"><path d="${symbolPaths.sun}" fill="${c.gold}" stroke="none"/><path d="${symbolPaths.farHill}"/><path d="${symbolPaths.nearHill}"/></g></svg>\n`;
}
