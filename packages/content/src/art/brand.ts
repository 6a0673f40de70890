/**
 * The Alento mark. The symbol is a sun rising over two rolling hills inside a ring: the Alentejo
 * at first light. The wordmark is ALENTO in open, letter-spaced capitals drawn as strokes, so it is
 * identical in the header, the favicon and the sharing image without shipping a font.
 */
import { moods, palette as c } from './palette.ts';
import { Drawing } from './svg.ts';
import { corkOak, hill, sky, stonePool, sun } from './elements.ts';
import { saunaCabin } from './subjects.ts';

/** Symbol geometry in a 48×48 box. */
export const symbolPaths = {
  ring: 'M24 2.5a21.5 21.5 0 1 1 0 43a21.5 21.5 0 1 1 0-43Z',
  sun: 'M24 12a7 7 0 1 1 0 14a7 7 0 1 1 0-14Z',
  farHill: 'M4.6 30.5C10 25.6 16.5 24.8 24 28.2C30.8 31.3 37.5 30 43.6 25.8',
  nearHill: 'M6.8 36.8C13 33.2 19.5 33.4 25.5 35.8C31.2 38 36.6 37.4 41.6 34',
} as const;

/** Wordmark strokes: ALENTO, cap height 40, in a 226×40 box. */
export const wordmarkPaths = [
  'M0 40L13 0L26 40M5.2 26H20.8',
  'M40 0V40H60',
  'M94 0H74V40H94M74 20H90',
  'M108 40V0L134 40V0',
  'M148 0H172M160 0V40',
  'M205 0a19 20 0 1 1 0 40a19 20 0 1 1 0-40Z',
] as const;

export const wordmarkBox = { width: 226, height: 40, stroke: 3 } as const;

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
      crown: '#6f6a3a',
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
