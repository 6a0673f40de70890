/**
 * The sanctums: the BioSanctum's recovery room, and a bird's-eye circuit joining sauna, pools and
 * lake (the sanctum flow, also among the experiences, the journeys and the programs page's hero).
 */
import { corkOak, hill, oliveTree, stonePool } from '../elements.ts';
import { biopool, coldTub, hammamDome, saunaCabin } from '../subjects.ts';
import { el, n, smooth } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Mood } from '../palette.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

const biosanctum: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.sanctumWall });
  d.rect(w * 0.55, h * 0.1, w * 0.38, h * 0.5, { fill: moods.day.sky[0] });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      el('rect', { x: w * 0.55, y: h * 0.1, width: w * 0.38, height: h * 0.5 }),
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(w * 0.55, h * 0.1, w * 0.38, h * 0.5, {
        fill: d.linear([
          [0, moods.day.sky[0]],
          [1, moods.day.sky[2]],
        ]),
      });
      const near = hill(d, h * 0.5, h * 0.03, moods.day.mid, {
        freq: 3,
        x0: w * 0.55,
        x1: w * 0.93,
      });
      corkOak(d, w * 0.68, near(w * 0.68) + 8, h * 0.22, { shadow: false });
      corkOak(d, w * 0.86, near(w * 0.86) + 8, h * 0.15, { shadow: false });
    });
  });
  d.rect(w * 0.55, h * 0.1, w * 0.38, h * 0.5, {
    fill: 'none',
    stroke: c.stone,
    'stroke-width': 8,
  });
  // soft blue light panels
  for (let i = 0; i < 3; i += 1) {
    d.rect(w * (0.06 + i * 0.14), h * 0.12, w * 0.1, h * 0.34, { fill: c.lightPanel, rx: 12 });
    d.rect(w * (0.06 + i * 0.14), h * 0.12, w * 0.1, h * 0.34, {
      fill: c.white,
      opacity: 0.3,
      rx: 12,
    });
  }
  d.rect(0, h * 0.46, w * 0.5, h * 0.25, {
    fill: d.radial([
      [0, c.lightPanel, 0.35],
      [1, c.lightPanel, 0],
    ]),
  });
  d.rect(0, h * 0.7, w, h * 0.3, { fill: c.sanctumFloor });
  // recovery bed
  d.path(
    `M${n(w * 0.12)} ${n(h * 0.72)}H${n(w * 0.52)}Q${n(w * 0.58)} ${n(h * 0.72)} ${n(w * 0.6)} ${n(h * 0.62)}L${n(w * 0.62)} ${n(h * 0.64)}Q${n(w * 0.6)} ${n(h * 0.78)} ${n(w * 0.52)} ${n(h * 0.78)}H${n(w * 0.12)}Z`,
    { fill: c.recoveryBed, stroke: c.stone, 'stroke-width': 3 },
  );
  d.rect(w * 0.16, h * 0.78, w * 0.03, h * 0.1, { fill: c.stoneDark });
  d.rect(w * 0.48, h * 0.78, w * 0.03, h * 0.1, { fill: c.stoneDark });
  d.ellipse(w * 0.2, h * 0.7, w * 0.05, h * 0.02, { fill: c.sage });
  oliveTree(d, w * 0.8, h * 0.92, h * 0.28);
  d.rect(w * 0.76, h * 0.88, w * 0.08, h * 0.08, { fill: c.terracotta });
};

/** A bird's-eye circuit: the path of the spa joining sauna, pools and lake. */
export const circuitScene =
  (mood: Mood): Scene =>
  (d) => {
    const { w, h } = d;
    const g = land(d, mood, { horizon: 0.42, sunAt: [0.85, 0.18] });
    meadow(d, h * 0.5, mood === 'dusk' ? c.duskMeadow : c.oliveLight, c.olive);
    d.path(
      smooth([
        [w * 0.05, h * 1.02],
        [w * 0.25, h * 0.82],
        [w * 0.5, h * 0.9],
        [w * 0.7, h * 0.72],
        [w * 0.55, h * 0.6],
        [w * 0.3, h * 0.62],
      ]),
      { stroke: c.gravelPath, 'stroke-width': 18, fill: 'none', 'stroke-linecap': 'round' },
    );
    biopool(d, w * 0.3, h * 0.58, w * 0.16, h * 0.04, { jetty: false });
    saunaCabin(d, w * 0.6, h * 0.66, h * 0.18, mood !== 'day');
    stonePool(d, w * 0.8, h * 0.8, w * 0.08, h * 0.04, { steam: true });
    stonePool(d, w * 0.36, h * 0.84, w * 0.1, h * 0.045, { steam: true });
    coldTub(d, w * 0.15, h * 0.8, h * 0.14);
    hammamDome(d, w * 0.12, h * 0.62, h * 0.16);
    corkOak(d, w * 0.93, g(w * 0.93) + h * 0.28, h * 0.3);
  };

/** The scene of every sanctum key. */
export const sanctumScenes: Record<string, Scene> = {
  'sanctum-biosanctum': biosanctum,
  'sanctum-flow': circuitScene('golden'),
};
