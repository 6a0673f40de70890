/**
 * The two signature experiences: the thermal sanctuary at dusk and the earth ritual among olive
 * trees.
 */
import { corkOak, oliveTree, stonePool } from '../elements.ts';
import { saunaCabin } from '../subjects.ts';
import { n } from '../svg.ts';
import { palette as c } from '../palette.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

export const thermalSanctuary: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'dusk', { horizon: 0.5, sunAt: [0.2, 0.45] });
  meadow(d, h * 0.6, c.duskGround, c.duskGroundTuft);
  saunaCabin(d, w * 0.55, h * 0.7, h * 0.36, true);
  stonePool(d, w * 0.32, h * 0.84, w * 0.2, h * 0.07, { steam: true, glow: c.lantern });
  corkOak(d, w * 0.9, g(w * 0.9) + h * 0.2, h * 0.4, {
    crown: c.duskCrown,
    light: c.duskCrownLight,
  });
};

const earthRitual: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.45, sunAt: [0.8, 0.2] });
  oliveTree(d, w * 0.15, h * 0.6, h * 0.42);
  oliveTree(d, w * 0.88, h * 0.58, h * 0.36);
  d.rect(0, h * 0.6, w, h * 0.4, { fill: c.groveGround });
  d.rect(w * 0.1, h * 0.62, w * 0.8, h * 0.1, { fill: c.stone });
  d.rect(w * 0.1, h * 0.72, w * 0.8, h * 0.2, { fill: c.stoneDark });
  let joints = '';
  for (let i = 1; i < 6; i += 1)
    joints += `M${n(w * 0.1 + (w * 0.8 * i) / 6)} ${n(h * 0.72)}v${n(h * 0.2)}`;
  d.path(joints, { stroke: c.stoneDeep, 'stroke-width': 2 });
  for (const [t, mud] of [
    [0.28, c.terracotta],
    [0.46, c.clay],
  ] as const) {
    const x = w * t;
    d.path(
      `M${n(x - w * 0.07)} ${n(h * 0.63)}Q${n(x)} ${n(h * 0.74)} ${n(x + w * 0.07)} ${n(h * 0.63)}Z`,
      { fill: c.sand },
    );
    d.ellipse(x, h * 0.63, w * 0.07, h * 0.02, { fill: mud });
  }
  for (let i = 0; i < 5; i += 1)
    d.path(
      `M${n(w * 0.58 + i * 12)} ${n(h * 0.66)}q${n(10)} ${n(-h * 0.08)} ${n(30)} ${n(-h * 0.1)}`,
      { stroke: i % 2 ? c.olive : c.sage, 'stroke-width': 4, fill: 'none' },
    );
  d.rect(w * 0.7, h * 0.6, w * 0.16, h * 0.035, { fill: c.chalk, rx: 6 });
  d.rect(w * 0.71, h * 0.575, w * 0.14, h * 0.03, { fill: c.sand, rx: 6 });
};

/** The scene of every signature key. */
export const signatureScenes: Record<string, Scene> = {
  'signature-thermal-sanctuary': thermalSanctuary,
  'signature-earth-ritual': earthRitual,
};
