/**
 * The stays: a suite's window over the hills, a garden villa among lavender, and beehive pods in a
 * meadow, by day or under the stars.
 */
import { corkOak, hill, house, oliveTree, sun } from '../elements.ts';
import { beehivePod } from '../subjects.ts';
import { el, n, poly } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Mood } from '../palette.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

export const suiteInterior: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.chalk });
  d.rect(w * 0.3, h * 0.12, w * 0.6, h * 0.5, { fill: moods.golden.sky[0] });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      el('rect', { x: w * 0.3, y: h * 0.12, width: w * 0.6, height: h * 0.5 }),
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(w * 0.3, h * 0.12, w * 0.6, h * 0.5, {
        fill: d.linear([
          [0, moods.golden.sky[0]],
          [1, moods.golden.sky[2]],
        ]),
      });
      sun(d, w * 0.75, h * 0.3, h * 0.04, moods.golden.sun);
      hill(d, h * 0.45, h * 0.03, moods.golden.far, { freq: 3, x0: w * 0.3, x1: w * 0.9 });
      const near = hill(d, h * 0.54, h * 0.03, moods.golden.mid, {
        freq: 2,
        x0: w * 0.3,
        x1: w * 0.9,
      });
      corkOak(d, w * 0.45, near(w * 0.45) + 6, h * 0.16, { shadow: false });
    });
  });
  d.rect(w * 0.3, h * 0.12, w * 0.6, h * 0.5, {
    fill: 'none',
    stroke: c.stone,
    'stroke-width': 10,
  });
  d.rect(0, h * 0.66, w, h * 0.34, { fill: c.woodFloor });
  d.rect(0, h * 0.64, w, h * 0.02, { fill: c.stone });
  // bed
  d.rect(w * 0.08, h * 0.58, w * 0.5, h * 0.16, { fill: c.woodLight, rx: 6 });
  d.rect(w * 0.06, h * 0.66, w * 0.56, h * 0.16, { fill: c.cream, rx: 10 });
  d.rect(w * 0.3, h * 0.66, w * 0.32, h * 0.16, { fill: c.sage, rx: 10 });
  d.rect(w * 0.1, h * 0.6, w * 0.12, h * 0.07, { fill: c.sand, rx: 10 });
  d.rect(w * 0.23, h * 0.6, w * 0.12, h * 0.07, { fill: c.sand, rx: 10 });
  d.rect(w * 0.06, h * 0.82, w * 0.56, h * 0.04, { fill: c.wood });
  // reading chair and lamp
  d.path(
    `M${n(w * 0.72)} ${n(h * 0.88)}V${n(h * 0.62)}Q${n(w * 0.8)} ${n(h * 0.56)} ${n(w * 0.88)} ${n(h * 0.62)}V${n(h * 0.88)}Z`,
    { fill: c.terracotta },
  );
  d.rect(w * 0.7, h * 0.74, w * 0.2, h * 0.12, { fill: c.clay, rx: 10 });
  d.rect(w * 0.955, h * 0.4, 4, h * 0.5, { fill: c.ink });
  d.path(
    poly([
      [w * 0.93, h * 0.4],
      [w * 0.98, h * 0.4],
      [w * 0.99, h * 0.3],
      [w * 0.92, h * 0.3],
    ]),
    { fill: c.lantern },
  );
  d.rect(0, h * 0.62, w, h * 0.38, {
    fill: d.linear([
      [0, moods.golden.sky[0], 0.12],
      [1, moods.golden.sky[0], 0],
    ]),
  });
};

export const villaScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.5, sunAt: [0.15, 0.25] });
  meadow(d, h * 0.62, c.oliveLight, c.olive);
  house(d, w * 0.28, h * 0.74, w * 0.44, h * 0.26, { band: c.alentejoBlue, windows: 3 });
  for (let row = 0; row < 3; row += 1) {
    let lav = '';
    for (let x = 0; x < w; x += w * 0.03)
      lav += el('ellipse', {
        cx: x + (row % 2) * w * 0.015,
        cy: h * (0.82 + row * 0.06),
        rx: w * 0.016,
        ry: h * 0.025,
      });
    d.add(el('g', { fill: row % 2 ? c.lavender : c.lavenderLight }, lav));
  }
  oliveTree(d, w * 0.12, h * 0.8, h * 0.4);
  oliveTree(d, w * 0.86, h * 0.8, h * 0.36);
  corkOak(d, w * 0.95, g(w * 0.95) + h * 0.1, h * 0.22);
};

export const podsScene =
  (mood: Mood, count = 3): Scene =>
  (d) => {
    const g = land(d, mood, { horizon: 0.5, starCount: 180 });
    const night = mood === 'night' || mood === 'dusk';
    meadow(
      d,
      d.h * 0.62,
      night ? c.nightMeadow : c.oliveLight,
      night ? c.nightTuft : c.olive,
      night ? [] : [c.chalk, c.gold, c.lavender],
    );
    corkOak(
      d,
      d.w * 0.9,
      g(d.w * 0.9) + d.h * 0.18,
      d.h * 0.4,
      night ? { crown: c.nightCrown, light: c.nightCrownLight } : {},
    );
    const all: [number, number, number][] = [
      [0.22, 0.86, 0.36],
      [0.5, 0.78, 0.28],
      [0.72, 0.9, 0.4],
      [0.38, 0.7, 0.2],
    ];
    const spots = all.slice(0, count);
    for (const [x, y, s] of [...spots].sort((a, b) => a[1] - b[1]))
      beehivePod(d, d.w * x, d.h * y, d.h * s, night);
  };

/** The scene of every stay key. */
export const stayScenes: Record<string, Scene> = {
  'stay-wellness-suites': suiteInterior,
  'stay-garden-villas': villaScene,
  'stay-beehive-pods': podsScene('night', 3),
};
