/**
 * The seasons, four pictures each: blossom, storks and seedlings in spring; wheat, the pool and
 * sunflowers in summer; vines, harvest and pomegranates in autumn; rain, the fireside, misty pools
 * and a starry night in winter.
 */
import {
  corkOak,
  flowers,
  hill,
  house,
  mist,
  rain,
  sky,
  steam,
  stonePool,
  sun,
} from '../elements.ts';
import { barrelSauna, lights, longTable, lounger, rectPool, windingPath } from '../subjects.ts';
import { el, n, poly, smooth } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Drawing } from '../svg.ts';
import { deck, land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

function blossomTree(d: Drawing, x: number, y: number, s: number, colors: readonly string[]): void {
  d.path(
    `M${n(x - s * 0.04)} ${n(y)}q${n(-s * 0.02)} ${n(-s * 0.3)} ${n(-s * 0.2)} ${n(-s * 0.55)}M${n(x)} ${n(y)}q${n(s * 0.04)} ${n(-s * 0.35)} ${n(s * 0.2)} ${n(-s * 0.55)}M${n(x)} ${n(y - s * 0.2)}v${n(-s * 0.45)}`,
    { stroke: c.umber, 'stroke-width': n(s * 0.045), fill: 'none', 'stroke-linecap': 'round' },
  );
  flowers(d, x - s * 0.42, y - s * 0.85, x + s * 0.42, y - s * 0.4, 130, colors, s * 0.028);
}

/** Dinner at a long table under a cork oak hung with lights, at dusk. */
export const outdoorDinner: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'dusk', { horizon: 0.55, sunAt: [0.3, 0.5] });
  meadow(d, h * 0.66, c.duskEarth, c.duskEarthTuft);
  corkOak(d, w * 0.5, g(w * 0.5) + h * 0.2, h * 0.7, {
    crown: c.duskCrown,
    light: c.duskCrownLight,
    stripped: true,
  });
  lights(d, w * 0.1, h * 0.32, w * 0.9, h * 0.3, h * 0.06, 18);
  longTable(d, w * 0.5, h * 0.9, w * 0.7);
};

/** The scene of every season key. */
export const seasonScenes: Record<string, Scene> = {
  'season-spring-1': (d) => {
    land(d, 'dawn', { horizon: 0.5, sunAt: [0.8, 0.25], near: c.springHill, cloudCount: 2 });
    meadow(d, d.h * 0.62, c.springMeadow, c.springGrass, [c.chalk, c.gold]);
    blossomTree(d, d.w * 0.3, d.h * 0.86, d.h * 0.7, [
      c.blossomPale,
      c.blossomPink,
      c.white,
      c.blossomDeep,
    ]);
    blossomTree(d, d.w * 0.72, d.h * 0.78, d.h * 0.45, [c.blossomPale, c.white, c.blossomPink]);
    flowers(d, 0, d.h * 0.86, d.w, d.h, 30, [c.blossomPink, c.white], 3);
  },
  'season-spring-2': (d) => {
    land(d, 'day', { horizon: 0.45, near: c.springHill, cloudCount: 3 });
    house(d, d.w * 0.56, d.h * 0.56, d.w * 0.2, d.h * 0.12, { windows: 2 });
    meadow(d, d.h * 0.56, c.springMeadow, c.springGrass);
    windingPath(d, d.w * 0.35, d.h + 10, d.w * 0.64, d.h * 0.56, d.w * 0.1, c.gravelPath);
    flowers(
      d,
      0,
      d.h * 0.58,
      d.w,
      d.h,
      420,
      [c.buttercup, c.lavender, c.smoke, c.marigold, c.lilac],
      5,
    );
  },
  'season-spring-3': (d) => {
    const { w, h } = d;
    land(d, 'day', { horizon: 0.7, near: c.springHill, cloudCount: 3 });
    // a chimney top with a stork's nest
    d.rect(w * 0.36, h * 0.48, w * 0.18, h * 0.52, { fill: c.chalk });
    d.rect(w * 0.34, h * 0.46, w * 0.22, h * 0.04, { fill: c.stone });
    d.path(
      `M${n(w * 0.3)} ${n(h * 0.47)}Q${n(w * 0.45)} ${n(h * 0.5)} ${n(w * 0.6)} ${n(h * 0.47)}L${n(w * 0.58)} ${n(h * 0.38)}Q${n(w * 0.45)} ${n(h * 0.42)} ${n(w * 0.32)} ${n(h * 0.38)}Z`,
      { fill: c.woodDark },
    );
    let twigs = '';
    for (let i = 0; i < 30; i += 1)
      twigs += `M${n(d.r(w * 0.3, w * 0.58))} ${n(d.r(h * 0.38, h * 0.47))}l${n(d.r(-30, 30))} ${n(d.r(-8, 8))}`;
    d.path(twigs, { stroke: c.wood, 'stroke-width': 2.5 });
    // the stork: white body, black wing tips, long red beak and legs
    const sx = w * 0.45;
    const sy = h * 0.38;
    d.path(`M${n(sx - 20)} ${n(sy)}l-6 ${n(-h * 0.12)}M${n(sx + 6)} ${n(sy)}l2 ${n(-h * 0.12)}`, {
      stroke: c.poppy,
      'stroke-width': 4,
    });
    d.ellipse(sx - 6, sy - h * 0.17, w * 0.06, h * 0.06, { fill: c.storkWhite });
    d.path(
      `M${n(sx - w * 0.06)} ${n(sy - h * 0.17)}q${n(w * 0.05)} ${n(h * 0.08)} ${n(w * 0.1)} ${n(-h * 0.01)}l${n(w * 0.02)} ${n(h * 0.04)}q${n(-w * 0.08)} ${n(h * 0.06)} ${n(-w * 0.13)} ${n(-h * 0.01)}Z`,
      { fill: c.storkWing },
    );
    d.path(
      `M${n(sx + w * 0.03)} ${n(sy - h * 0.2)}q${n(w * 0.02)} ${n(-h * 0.08)} ${n(-w * 0.005)} ${n(-h * 0.14)}`,
      { stroke: c.storkWhite, 'stroke-width': 10, fill: 'none', 'stroke-linecap': 'round' },
    );
    d.circle(sx + w * 0.026, sy - h * 0.34, 9, { fill: c.storkWhite });
    d.path(`M${n(sx + w * 0.03)} ${n(sy - h * 0.34)}l${n(w * 0.06)} ${n(h * 0.03)}`, {
      stroke: c.poppy,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    });
    d.circle(sx + w * 0.03, sy - h * 0.345, 2, { fill: c.ink });
  },
  'season-spring-4': (d) => {
    const { w, h } = d;
    land(d, 'day', { horizon: 0.4, near: c.springHill });
    d.rect(0, h * 0.44, w, h * 0.56, { fill: c.woodFloor });
    for (let i = 0; i < 3; i += 1) {
      const y = h * (0.5 + i * 0.16);
      const bh = h * (0.08 + i * 0.03);
      d.rect(-10, y, w + 20, bh, { fill: c.woodLight });
      d.rect(-10, y + bh * 0.15, w + 20, bh * 0.7, { fill: c.woodDark });
      for (let x = w * 0.02; x < w; x += w * (0.05 + i * 0.01)) {
        const s = h * (0.03 + i * 0.015);
        if (i === 1) {
          for (let k = 0; k < 5; k += 1)
            d.ellipse(
              x + Math.cos(k * 1.25) * s * 0.4,
              y + bh * 0.1 - s * 0.3 + Math.sin(k * 1.25) * s * 0.2,
              s * 0.45,
              s * 0.28,
              { fill: k % 2 ? c.leafGreenLight : c.leafGreen },
            );
        } else {
          d.path(
            `M${n(x)} ${n(y + bh * 0.2)}q${n(-s * 0.4)} ${n(-s)} ${n(-s * 0.1)} ${n(-s * 1.4)}M${n(x)} ${n(y + bh * 0.2)}q${n(s * 0.1)} ${n(-s * 1.2)} ${n(s * 0.5)} ${n(-s * 1.3)}M${n(x)} ${n(y + bh * 0.2)}v${n(-s * 1.5)}`,
            {
              stroke: i === 0 ? c.springGrass : c.seedling,
              'stroke-width': n(s * 0.18),
              'stroke-linecap': 'round',
              fill: 'none',
            },
          );
        }
      }
    }
    d.path(
      `M${n(w * 0.78)} ${n(h * 0.95)}h${n(w * 0.1)}l${n(-w * 0.01)} ${n(-h * 0.12)}h${n(-w * 0.08)}Z`,
      { fill: c.tealGlaze },
    );
    d.path(`M${n(w * 0.79)} ${n(h * 0.86)}l${n(-w * 0.08)} ${n(-h * 0.06)}`, {
      stroke: c.tealGlaze,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
    d.path(`M${n(w * 0.86)} ${n(h * 0.83)}q${n(w * 0.04)} ${n(-h * 0.08)} ${n(0)} ${n(-h * 0.1)}`, {
      stroke: c.tealGlaze,
      'stroke-width': 6,
      fill: 'none',
    });
  },
  'season-summer-1': (d) => {
    const { w, h } = d;
    sky(d, 'day', 0.5);
    d.rect(0, 0, w, h * 0.5, { fill: c.summerHaze, opacity: 0.4 });
    sun(d, w * 0.7, h * 0.2, h * 0.08, c.summerSun);
    hill(d, h * 0.47, h * 0.03, c.wheatHill, { freq: 2 });
    const near = hill(d, h * 0.55, h * 0.04, c.wheat, { freq: 1.3 });
    d.rect(0, h * 0.65, w, h * 0.35, { fill: c.wheatField });
    let stalks = '';
    for (let i = 0; i < 260; i += 1) {
      const x = d.r(0, w);
      const y = d.r(h * 0.62, h * 1.05);
      const l = h * 0.03 * (0.4 + (y - h * 0.6) / (h * 0.4));
      stalks += `M${n(x)} ${n(y)}l${n(l * 0.15)} ${n(-l)}`;
    }
    d.path(stalks, { stroke: c.straw, 'stroke-width': 2, 'stroke-linecap': 'round' });
    d.ellipse(w * 0.38, near(w * 0.3) + h * 0.08, w * 0.16, h * 0.025, {
      fill: c.fieldShadow,
      opacity: 0.5,
    });
    corkOak(d, w * 0.3, near(w * 0.3) + h * 0.07, h * 0.42, { shadow: false });
  },
  'season-summer-2': (d) => {
    const { w, h } = d;
    land(d, 'day', { horizon: 0.4, sunAt: [0.5, 0.12] });
    deck(d, h * 0.48, c.poolsidePaving);
    rectPool(d, w * 0.05, h * 0.56, w * 0.9, h * 0.38, {
      water: c.summerPool,
      deep: c.summerPoolDeep,
    });
    d.path(`M${n(w * 0.48)} ${n(h * 0.72)}q${n(w * 0.04)} ${n(-h * 0.02)} ${n(w * 0.08)} 0`, {
      stroke: c.skinPale,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      fill: 'none',
    });
    d.circle(w * 0.46, h * 0.715, h * 0.018, { fill: c.hairDark });
    d.ellipse(w * 0.5, h * 0.73, w * 0.06, h * 0.008, { fill: c.white, opacity: 0.5 });
    // parasol and loungers
    d.rect(w * 0.8, h * 0.22, 5, h * 0.3, { fill: c.woodDark });
    d.path(
      `M${n(w * 0.7)} ${n(h * 0.26)}Q${n(w * 0.8)} ${n(h * 0.12)} ${n(w * 0.9)} ${n(h * 0.26)}Z`,
      { fill: c.terracotta },
    );
    lounger(d, w * 0.62, h * 0.53, h * 0.2, c.chalk);
    lounger(d, w * 0.82, h * 0.53, h * 0.2, c.chalk);
  },
  'season-summer-3': (d) => {
    const { w, h } = d;
    land(d, 'day', { horizon: 0.5, sunAt: [0.2, 0.2], near: c.summerHill, oaks: 5 });
    d.rect(0, h * 0.6, w, h * 0.4, { fill: moods.day.near });
    const heads: [number, number, number][] = [];
    for (let row = 0; row < 4; row += 1) {
      const y = h * (0.62 + row * 0.1);
      const s = h * (0.03 + row * 0.02);
      for (let x = -s; x < w + s; x += s * 2.2)
        heads.push([x + d.r(-s * 0.3, s * 0.3), y + d.r(-s * 0.2, s * 0.2), s]);
    }
    for (const [x, y, s] of heads) {
      d.path(`M${n(x)} ${n(y)}V${n(y + s * 4)}`, {
        stroke: c.olive,
        'stroke-width': n(s * 0.15),
      });
      d.ellipse(x - s * 0.5, y + s * 1.5, s * 0.5, s * 0.22, { fill: moods.day.near });
      // Twelve petals in one element: a thick dashed ring.
      const ring = 2 * Math.PI * s * 0.72;
      d.circle(x, y, s * 0.72, {
        fill: 'none',
        stroke: c.sunflower,
        'stroke-width': n(s * 0.7),
        'stroke-dasharray': `${n(ring / 24)} ${n(ring / 24)}`,
      });
      d.circle(x, y, s * 0.62, { fill: c.sunflowerRing });
      d.circle(x, y, s * 0.55, { fill: c.sunflowerSeed });
    }
  },
  'season-summer-4': outdoorDinner,
  'season-autumn-1': (d) => {
    const { w, h } = d;
    land(d, 'golden', { horizon: 0.45, sunAt: [0.5, 0.3], near: c.autumnHill, oaks: 4 });
    d.rect(0, h * 0.5, w, h * 0.5, { fill: c.vineyardSoil });
    for (let i = -8; i <= 8; i += 1) {
      const x1 = w / 2 + i * w * 0.18;
      const x0 = w / 2 + i * w * 0.025;
      const pts: [number, number][] = [];
      for (let k = 0; k <= 14; k += 1) {
        const t = k / 14;
        pts.push([x0 + (x1 - x0) * t, h * 0.5 + h * 0.5 * t]);
      }
      let leaves = '';
      for (const [x, y] of pts) {
        const s = 4 + ((y - h * 0.5) / (h * 0.5)) * 22;
        leaves += el('circle', {
          cx: x + d.r(-s, s),
          cy: y - s * 0.6,
          r: s * d.r(0.7, 1.1),
          fill: d.pick([c.vine, c.amber, c.ochre, c.autumnLeafRust, c.autumnLeafOrange]),
        });
      }
      d.path(poly(pts, false), { stroke: c.vineStem, 'stroke-width': 1.5, fill: 'none' });
      d.add(leaves);
    }
    d.rect(0, 0, w, h, { fill: c.autumnGlow, opacity: 0.08 });
  },
  'season-autumn-2': (d) => {
    const { w, h } = d;
    land(d, 'golden', { horizon: 0.4, near: c.autumnHill, oaks: 3 });
    d.rect(0, h * 0.46, w, h * 0.54, { fill: c.harvestGround });
    for (const x of [0.1, 0.9]) {
      d.rect(w * x - 4, h * 0.3, 8, h * 0.7, { fill: c.woodDark });
      let leaves = '';
      for (let i = 0; i < 40; i += 1)
        leaves += el('circle', {
          cx: w * x + d.r(-w * 0.1, w * 0.1),
          cy: d.r(h * 0.25, h * 0.6),
          r: d.r(10, 22),
          fill: d.pick([c.vine, c.amber, c.ochre, c.oliveLight]),
        });
      d.add(leaves);
      for (let k = 0; k < 3; k += 1)
        grapes(d, w * x + d.r(-w * 0.07, w * 0.07), h * d.r(0.45, 0.6), h * 0.05);
    }
    for (const [x, s] of [
      [0.35, 1],
      [0.62, 0.8],
    ] as const) {
      const bw = w * 0.18 * s;
      const by = h * (0.92 - (1 - s) * 0.15);
      d.ellipse(x * w, by, bw * 0.6, h * 0.03, { fill: c.ink, opacity: 0.25 });
      d.path(
        `M${n(x * w - bw / 2)} ${n(by - h * 0.18 * s)}L${n(x * w - bw * 0.4)} ${n(by)}H${n(x * w + bw * 0.4)}L${n(x * w + bw / 2)} ${n(by - h * 0.18 * s)}Z`,
        { fill: c.woodLight },
      );
      let weave = '';
      for (let k = 1; k < 6; k += 1)
        weave += `M${n(x * w - bw * 0.5 + bw * 0.02 * k)} ${n(by - h * 0.18 * s + (h * 0.18 * s * k) / 6)}h${n(bw * (1 - 0.04 * k))}`;
      d.path(weave, { stroke: c.wood, 'stroke-width': 3 });
      for (let k = 0; k < 22; k += 1)
        d.circle(
          x * w + d.r(-bw * 0.45, bw * 0.45),
          by - h * 0.18 * s - d.r(0, h * 0.04),
          h * 0.018 * s,
          { fill: d.pick([c.grape, c.grapeLight, c.grapeDark]) },
        );
    }
  },
  'season-autumn-3': (d) => {
    const { w, h } = d;
    const g = land(d, 'golden', { horizon: 0.5, near: c.autumnHillPale });
    meadow(d, h * 0.7, c.stubble, c.stubbleTuft);
    corkOak(d, w * 0.3, g(w * 0.3) + h * 0.3, h * 0.62, { stripped: true });
    corkOak(d, w * 0.75, g(w * 0.75) + h * 0.22, h * 0.45, { stripped: true });
    for (let i = 0; i < 9; i += 1) {
      const x = w * 0.5 + (i % 3) * w * 0.06 - w * 0.04;
      const y = h * 0.93 - Math.floor(i / 3) * h * 0.04;
      d.path(
        `M${n(x)} ${n(y)}q${n(w * 0.045)} ${n(-h * 0.05)} ${n(w * 0.09)} 0v${n(-h * 0.012)}q${n(-w * 0.045)} ${n(-h * 0.05)} ${n(-w * 0.09)} 0Z`,
        { fill: i % 2 ? c.weatheredWood : c.weatheredWoodLight },
      );
      d.path(`M${n(x)} ${n(y)}q${n(w * 0.045)} ${n(-h * 0.05)} ${n(w * 0.09)} 0`, {
        stroke: c.cork,
        'stroke-width': 3,
        fill: 'none',
      });
    }
  },
  'season-autumn-4': (d) => {
    const { w, h } = d;
    sky(d, 'golden', 0.9);
    hill(d, h * 0.75, h * 0.03, moods.golden.far);
    hill(d, h * 0.85, h * 0.03, c.autumnFarHill);
    d.path(
      smooth([
        [-20, h * 0.2],
        [w * 0.3, h * 0.3],
        [w * 0.6, h * 0.25],
        [w + 20, h * 0.35],
      ]),
      { stroke: c.woodDark, 'stroke-width': 16, fill: 'none', 'stroke-linecap': 'round' },
    );
    for (let i = 0; i < 16; i += 1) {
      const x = d.r(0, w);
      const y = h * 0.27 + d.r(-h * 0.1, h * 0.1);
      d.path(
        `M${n(x)} ${n(y)}q${n(30)} ${n(-25)} ${n(60)} ${n(d.r(-10, 20))}q${n(-30)} ${n(25)} ${n(-60)} ${n(0)}Z`,
        { fill: d.pick([c.ochre, c.gold, c.amber]) },
      );
    }
    for (const [x, y, r] of [
      [0.28, 0.52, 0.1],
      [0.5, 0.46, 0.12],
      [0.72, 0.56, 0.09],
    ] as const) {
      d.path(`M${n(w * x)} ${n(h * 0.3)}V${n(h * y - h * r)}`, {
        stroke: c.woodDark,
        'stroke-width': 5,
      });
      d.circle(w * x, h * y, h * r, { fill: c.pomegranate });
      d.circle(w * x - h * r * 0.3, h * y - h * r * 0.3, h * r * 0.35, {
        fill: c.pomegranateSheen,
        opacity: 0.7,
      });
      d.path(
        poly([
          [w * x - h * r * 0.2, h * y - h * r * 0.95],
          [w * x, h * y - h * r * 1.25],
          [w * x + h * r * 0.2, h * y - h * r * 0.95],
        ]),
        { fill: c.pomegranateCrown },
      );
    }
  },
  'season-winter-1': (d) => {
    const { w, h } = d;
    land(d, 'rain', { horizon: 0.55, oaks: 5 });
    mist(d, w * 0.3, h * 0.55, w * 0.8, h * 0.2, 0.3);
    house(d, w * 0.55, h * 0.7, w * 0.2, h * 0.13, { lit: true, windows: 2 });
    steam(d, w * 0.55 + w * 0.155, h * 0.53, h * 0.2, 1, c.winterSmoke, 0.6);
    meadow(d, h * 0.72, c.rainMeadow, c.rainTuft);
    rain(d, 320, c.rainStreak, 0.5);
  },
  'season-winter-2': (d) => {
    const { w, h } = d;
    d.rect(0, 0, w, h, { fill: c.firesideWall });
    d.rect(0, h * 0.75, w, h * 0.25, { fill: c.darkTimber });
    // rain-streaked window
    d.rect(w * 0.05, h * 0.12, w * 0.25, h * 0.42, { fill: moods.rain.sky[0] });
    d.group({}, () => {
      const clip = d.def(
        'clipPath',
        el('rect', { x: w * 0.05, y: h * 0.12, width: w * 0.25, height: h * 0.42 }),
      );
      d.group({ 'clip-path': `url(#${clip})` }, () => {
        hill(d, h * 0.4, h * 0.03, moods.rain.mid, { freq: 4, x0: w * 0.05, x1: w * 0.3 });
        rain(d, 90, c.rainStreak, 0.5);
      });
    });
    d.path(
      `M${n(w * 0.175)} ${n(h * 0.12)}V${n(h * 0.54)}M${n(w * 0.05)} ${n(h * 0.33)}H${n(w * 0.3)}`,
      { stroke: c.darkTimber, 'stroke-width': 8 },
    );
    // stone hearth and fire
    d.rect(w * 0.4, h * 0.1, w * 0.34, h * 0.68, { fill: c.stoneDark });
    let stones = '';
    for (let i = 0; i < 28; i += 1)
      stones += el('ellipse', {
        cx: w * 0.4 + d.r(0, w * 0.34),
        cy: h * 0.1 + d.r(0, h * 0.68),
        rx: d.r(14, 26),
        ry: d.r(9, 14),
        fill: d.pick([c.stone, c.stoneDeep, c.hearthStone]),
      });
    d.add(stones);
    d.path(
      `M${n(w * 0.46)} ${n(h * 0.78)}V${n(h * 0.45)}A${n(w * 0.11)} ${n(w * 0.11)} 0 0 1 ${n(w * 0.68)} ${n(h * 0.45)}V${n(h * 0.78)}Z`,
      { fill: c.firebox },
    );
    d.circle(w * 0.57, h * 0.66, h * 0.2, { fill: c.fireGlow, opacity: 0.25 });
    d.path(
      `M${n(w * 0.51)} ${n(h * 0.75)}q${n(-w * 0.01)} ${n(-h * 0.12)} ${n(w * 0.04)} ${n(-h * 0.2)}q${n(0)} ${n(h * 0.08)} ${n(w * 0.03)} ${n(h * 0.1)}q${n(w * 0.01)} ${n(-h * 0.1)} ${n(w * 0.04)} ${n(-h * 0.12)}q${n(w * 0.03)} ${n(h * 0.12)} ${n(-w * 0.01)} ${n(h * 0.22)}Z`,
      { fill: c.flame },
    );
    d.path(
      `M${n(w * 0.54)} ${n(h * 0.75)}q${n(0)} ${n(-h * 0.08)} ${n(w * 0.025)} ${n(-h * 0.12)}q${n(w * 0.02)} ${n(h * 0.06)} ${n(w * 0.02)} ${n(h * 0.12)}Z`,
      { fill: c.flameCore },
    );
    d.path(
      `M${n(w * 0.49)} ${n(h * 0.76)}l${n(w * 0.16)} ${n(-h * 0.03)}M${n(w * 0.5)} ${n(h * 0.73)}l${n(w * 0.15)} ${n(h * 0.03)}`,
      { stroke: c.woodDark, 'stroke-width': 10, 'stroke-linecap': 'round' },
    );
    // armchairs
    for (const [x, f] of [
      [0.25, 1],
      [0.87, -1],
    ] as const) {
      d.path(
        `M${n(w * x - w * 0.09)} ${n(h * 0.95)}V${n(h * 0.55)}Q${n(w * x)} ${n(h * 0.48)} ${n(w * x + w * 0.09)} ${n(h * 0.55)}V${n(h * 0.95)}Z`,
        { fill: f > 0 ? c.terracotta : c.olive },
      );
      d.rect(w * x - w * 0.11, h * 0.72, w * 0.22, h * 0.2, {
        fill: f > 0 ? c.clay : c.oliveLight,
        rx: 14,
      });
    }
    d.rect(0, 0, w, h, {
      fill: d.radial(
        [
          [0, c.fireGlow, 0.15],
          [1, c.black, 0.25],
        ],
        0.57,
        0.6,
        0.8,
      ),
    });
  },
  'season-winter-3': (d) => {
    const { w, h } = d;
    land(d, 'mist', { horizon: 0.5, oaks: 4 });
    mist(d, w * 0.5, h * 0.5, w, h * 0.25, 0.4);
    meadow(d, h * 0.6, c.mistMeadow, c.mistTuft);
    stonePool(d, w * 0.32, h * 0.76, w * 0.22, h * 0.07, { steam: true, water: c.hotSpring });
    stonePool(d, w * 0.68, h * 0.86, w * 0.26, h * 0.08, { steam: true, water: c.hotSpring });
    for (let i = 0; i < 6; i += 1)
      mist(d, d.r(w * 0.2, w * 0.8), h * d.r(0.55, 0.8), w * 0.3, h * 0.15, 0.3);
  },
  'season-winter-4': (d) => {
    const g = land(d, 'night', { horizon: 0.58, starCount: 200 });
    meadow(d, d.h * 0.78, c.moonlitMeadow, c.moonlitTuft);
    corkOak(d, d.w * 0.78, g(d.w * 0.78) + d.h * 0.2, d.h * 0.42, {
      crown: c.moonlitTuft,
      light: c.moonlitMeadow,
    });
    barrelSauna(d, d.w * 0.24, d.h * 0.88, d.h * 0.4, { lit: true });
  },
};

function grapes(d: Drawing, x: number, y: number, s: number): void {
  let g = '';
  for (let r = 0; r < 4; r += 1)
    for (let k = 0; k <= 3 - r; k += 1)
      g += el('circle', {
        cx: x + (k - (3 - r) / 2) * s * 0.28,
        cy: y + r * s * 0.26,
        r: s * 0.16,
      });
  d.add(el('g', { fill: c.grape }, g));
}
