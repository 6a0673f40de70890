/**
 * The page heroes, one for each page: the resort's hills, pools, paths and gate, a painted door,
 * the night sky over the concierge, the four seasons side by side.
 */
import {
  corkOak,
  flowers,
  grass,
  hill,
  house,
  mist,
  oliveTree,
  rain,
  sky,
  stonePool,
  sun,
} from '../elements.ts';
import { barrelSauna, beehivePod, biopool, saunaCabin, windingPath } from '../subjects.ts';
import { el, n, poly, smooth } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Mood } from '../palette.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';
import { racketHero } from './racket.ts';
import { circuitScene } from './sanctum.ts';
import { outdoorDinner } from './season.ts';
import { podsScene } from './stay.ts';

const gateScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.5, sunAt: [0.5, 0.3] });
  house(d, w * 0.6, g(w * 0.6) + h * 0.02, w * 0.16, h * 0.1, { windows: 1 });
  meadow(d, h * 0.62, c.oliveLight, c.olive);
  windingPath(d, w * 0.5, h + 10, w * 0.63, h * 0.62, w * 0.12, c.gravelPath);
  d.rect(0, h * 0.62, w * 0.38, h * 0.3, { fill: c.chalk });
  d.rect(w * 0.62, h * 0.62, w * 0.38, h * 0.3, { fill: c.chalk });
  d.rect(0, h * 0.6, w * 0.38, h * 0.03, { fill: c.stone });
  d.rect(w * 0.62, h * 0.6, w * 0.38, h * 0.03, { fill: c.stone });
  d.rect(0, h * 0.86, w, h * 0.14, { fill: c.ochre, opacity: 0.0 });
  for (const x of [0.36, 0.62])
    d.rect(w * x, h * 0.5, w * 0.02, h * 0.42, {
      fill: c.chalk,
      stroke: c.stone,
      'stroke-width': 2,
    });
  d.path(`M${n(w * 0.37)} ${n(h * 0.5)}Q${n(w * 0.5)} ${n(h * 0.4)} ${n(w * 0.63)} ${n(h * 0.5)}`, {
    stroke: c.chalk,
    'stroke-width': 14,
    fill: 'none',
  });
  for (let i = 0; i < 2; i += 1) corkOak(d, w * (0.1 + i * 0.8), h * 0.6, h * 0.3);
  d.rect(0, h * 0.82, w * 0.38, h * 0.1, { fill: c.alentejoBlue });
  d.rect(w * 0.62, h * 0.82, w * 0.38, h * 0.1, { fill: c.alentejoBlue });
};

const courtyardScene: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.55, sunAt: [0.5, 0.3] });
  d.rect(0, 0, w, h * 0.12, { fill: c.chalk });
  d.rect(0, h * 0.72, w, h * 0.28, { fill: c.paving });
  const arches = 4;
  for (let i = 0; i <= arches; i += 1)
    d.rect((w / arches) * i - w * 0.03, 0, w * 0.06, h * 0.76, { fill: c.chalk });
  for (let i = 0; i < arches; i += 1) {
    const x0 = (w / arches) * i + w * 0.03;
    const x1 = (w / arches) * (i + 1) - w * 0.03;
    d.path(
      `M${n(x0)} ${n(h * 0.35)}A${n((x1 - x0) / 2)} ${n((x1 - x0) / 2)} 0 0 1 ${n(x1)} ${n(h * 0.35)}V0H${n(x0)}Z`,
      { fill: c.chalk },
    );
  }
  d.rect(0, h * 0.72, w, h * 0.04, { fill: c.terracottaLight });
  for (const x of [0.25, 0.5, 0.75]) {
    d.path(
      `M${n(w * x - w * 0.05)} ${n(h * 0.78)}L${n(w * x - w * 0.04)} ${n(h * 0.92)}H${n(w * x + w * 0.04)}L${n(w * x + w * 0.05)} ${n(h * 0.78)}Z`,
      { fill: c.terracotta },
    );
    oliveTree(d, w * x, h * 0.79, h * 0.28);
  }
};

const roadScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.45, sunAt: [0.2, 0.25] });
  house(d, w * 0.62, g(w * 0.62) - h * 0.02 + h * 0.01, w * 0.07, h * 0.06, {
    windows: 1,
    chimney: false,
  });
  house(d, w * 0.7, g(w * 0.7) + h * 0.01, w * 0.09, h * 0.07, { windows: 1 });
  house(d, w * 0.8, g(w * 0.8) + h * 0.02, w * 0.06, h * 0.05, { windows: 1, chimney: false });
  meadow(d, h * 0.56, moods.golden.mid, moods.golden.near);
  d.path(
    smooth([
      [w * 0.25, h + 10],
      [w * 0.45, h * 0.8],
      [w * 0.4, h * 0.68],
      [w * 0.66, h * 0.55],
    ]),
    { stroke: c.umber, 'stroke-width': 40, fill: 'none' },
  );
  d.path(
    smooth([
      [w * 0.25, h + 10],
      [w * 0.45, h * 0.8],
      [w * 0.4, h * 0.68],
      [w * 0.66, h * 0.55],
    ]),
    { stroke: c.moonlight, 'stroke-width': 3, fill: 'none', 'stroke-dasharray': '18 18' },
  );
  for (const [x, y, s] of [
    [0.1, 0.95, 0.5],
    [0.8, 0.92, 0.42],
    [0.6, 0.7, 0.2],
    [0.2, 0.66, 0.18],
    [0.95, 0.68, 0.2],
  ] as const)
    corkOak(d, w * x, h * y, h * s);
};

const doorScene: Scene = (d) => {
  const { w, h } = d;
  sky(d, 'day', 0.3);
  d.rect(0, h * 0.1, w, h * 0.9, { fill: c.chalk });
  d.rect(0, h * 0.1, w, h * 0.04, { fill: c.terracotta });
  d.rect(0, h * 0.86, w, h * 0.14, { fill: c.alentejoBlue });
  d.rect(w * 0.52, h * 0.36, w * 0.2, h * 0.5, {
    fill: c.alentejoBlue,
    stroke: c.alentejoYellow,
    'stroke-width': 14,
  });
  d.rect(w * 0.54, h * 0.4, w * 0.07, h * 0.2, { fill: c.alentejoBlueLight });
  d.rect(w * 0.63, h * 0.4, w * 0.07, h * 0.2, { fill: c.alentejoBlueLight });
  d.circle(w * 0.695, h * 0.66, 6, { fill: c.gold });
  d.rect(w * 0.8, h * 0.38, w * 0.1, h * 0.16, {
    fill: c.windowGlass,
    stroke: c.alentejoYellow,
    'stroke-width': 10,
  });
  oliveTree(d, w * 0.22, h * 0.88, h * 0.7);
  d.ellipse(w * 0.24, h * 0.9, w * 0.22, h * 0.04, { fill: c.ink, opacity: 0.15 });
  d.rect(w * 0.14, h * 0.78, w * 0.24, h * 0.03, { fill: c.woodLight });
  d.rect(w * 0.15, h * 0.81, w * 0.02, h * 0.07, { fill: c.woodDark });
  d.rect(w * 0.35, h * 0.81, w * 0.02, h * 0.07, { fill: c.woodDark });
  d.path(
    `M${n(w * 0.42)} ${n(h * 0.86)}q${n(w * 0.01)} ${n(-h * 0.08)} ${n(w * 0.04)} ${n(-h * 0.08)}q${n(w * 0.03)} 0 ${n(w * 0.04)} ${n(h * 0.08)}Z`,
    { fill: c.terracotta },
  );
  flowers(d, w * 0.425, h * 0.74, w * 0.495, h * 0.79, 14, [c.poppy, c.blossomPink], 6);
};

const constellationScene =
  (ai: boolean): Scene =>
  (d) => {
    const { w, h } = d;
    const g = land(d, 'night', { horizon: 0.6, starCount: 180 });
    const pts: [number, number][] = [];
    for (let i = 0; i < 9; i += 1)
      pts.push([w * (0.12 + i * 0.095) + d.r(-30, 30), h * (0.15 + d.r(0, 0.3))]);
    d.path(poly(pts, false), { stroke: c.gold, 'stroke-width': 1.5, fill: 'none', opacity: 0.7 });
    for (const [x, y] of pts) {
      d.circle(x, y, 4, { fill: c.starlight });
      d.circle(x, y, 12, { fill: c.gold, opacity: 0.2 });
    }
    if (ai) {
      const px = w * 0.5;
      d.path(
        `M${n(px - w * 0.1)} ${n(g(px) + h * 0.1)}V${n(g(px) - h * 0.02)}Q${n(px)} ${n(g(px) - h * 0.1)} ${n(px + w * 0.1)} ${n(g(px) - h * 0.02)}V${n(g(px) + h * 0.1)}Z`,
        { fill: c.observatory },
      );
      d.rect(px - w * 0.07, g(px) + h * 0.01, w * 0.14, h * 0.07, {
        fill: c.lantern,
        opacity: 0.9,
      });
      d.ellipse(px, g(px) + h * 0.1, w * 0.2, h * 0.05, { fill: c.lantern, opacity: 0.12 });
    } else {
      const path: [number, number][] = [
        [w * 0.1, h * 0.95],
        [w * 0.3, h * 0.8],
        [w * 0.5, h * 0.88],
        [w * 0.7, h * 0.76],
        [w * 0.9, h * 0.84],
      ];
      d.path(smooth(path), {
        stroke: c.lantern,
        'stroke-width': 4,
        fill: 'none',
        'stroke-dasharray': '2 12',
        'stroke-linecap': 'round',
      });
      for (const [x, y] of path) {
        d.circle(x, y, 10, { fill: c.lantern });
        d.circle(x, y, 28, { fill: c.lantern, opacity: 0.2 });
      }
    }
  };

const seasonsBands: Scene = (d) => {
  const { w, h } = d;
  const bands: [Mood, string, string, readonly string[]][] = [
    ['dawn', c.springMeadow, c.springGrass, [c.blossomPale, c.white, c.blossomPink]],
    ['day', c.wheatField, c.straw, [c.gold]],
    ['golden', c.autumnHill, c.vine, [c.amber, c.vine]],
    ['rain', c.rainMeadow, c.rainTuft, []],
  ];
  bands.forEach(([mood, ground, tree, bloom], i) => {
    const x0 = (w / 4) * i;
    const clip = d.def('clipPath', el('rect', { x: x0, y: 0, width: w / 4 + 1, height: h }));
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(x0, 0, w / 4 + 1, h, {
        fill: d.linear([
          [0, moods[mood].sky[0]],
          [0.6, moods[mood].sky[2]],
        ]),
      });
      if (mood === 'day') sun(d, x0 + w * 0.15, h * 0.2, h * 0.05, c.summerSun);
      hill(d, h * 0.55, h * 0.04, moods[mood].far, { freq: 1.3 });
      hill(d, h * 0.68, h * 0.05, ground, { freq: 1.1 });
      if (bloom.length)
        flowers(
          d,
          x0 + w * 0.05,
          h * 0.25,
          x0 + w * 0.2,
          h * 0.5,
          mood === 'day' ? 0 : 90,
          bloom,
          h * 0.012,
        );
      if (mood === 'rain') rain(d, 80, c.white, 0.5);
      corkOak(d, x0 + w * 0.125, h * 0.7, h * 0.38, {
        crown: i === 2 ? tree : undefined,
        light: i === 2 ? c.amber : undefined,
      });
    });
  });
  for (let i = 1; i < 4; i += 1) d.rect((w / 4) * i - 2, 0, 4, h, { fill: c.canvas });
};

const valleyScene =
  (mood: Mood, lake = true): Scene =>
  (d) => {
    const { w, h } = d;
    const g = land(d, mood, { horizon: 0.42, sunAt: [0.7, 0.32], oaks: 10 });
    meadow(d, h * 0.52, mood === 'dusk' ? c.duskMeadow : c.oliveLight, c.olive);
    if (lake) biopool(d, w * 0.5, h * 0.72, w * 0.22, h * 0.05, { jetty: false });
    house(d, w * 0.16, h * 0.64, w * 0.12, h * 0.07, { lit: mood === 'dusk', windows: 2 });
    house(d, w * 0.3, h * 0.62, w * 0.08, h * 0.05, { lit: mood === 'dusk', windows: 1 });
    saunaCabin(d, w * 0.72, h * 0.64, h * 0.1, true);
    beehivePod(d, w * 0.86, h * 0.7, h * 0.08, mood === 'dusk');
    beehivePod(d, w * 0.93, h * 0.74, h * 0.07, mood === 'dusk');
    stonePool(d, w * 0.66, h * 0.82, w * 0.06, h * 0.025, { steam: true });
    for (let i = 0; i < 12; i += 1) {
      const x = d.r(0, w);
      const y = h * d.r(0.8, 1.0);
      if (Math.abs(x - w * 0.5) > w * 0.2) corkOak(d, x, y, h * d.r(0.08, 0.14));
    }
    corkOak(d, w * 0.04, g(w * 0.04) + h * 0.5, h * 0.4);
  };

const plantingScene: Scene = (d) => {
  const { w, h } = d;
  land(d, 'day', { horizon: 0.42, near: c.springHill, oaks: 12 });
  for (let i = 0; i < 4; i += 1) {
    const y = h * (0.5 + i * 0.06);
    d.path(`M0 ${n(y)}Q${n(w / 2)} ${n(y - h * 0.04)} ${w} ${n(y)}V${n(y + h * 0.06)}H0Z`, {
      fill: i % 2 ? c.saplingRow : c.saplingRowDark,
    });
  }
  d.rect(0, h * 0.72, w, h * 0.28, { fill: c.tilledSoil });
  let soil = '';
  for (let i = 0; i < 160; i += 1)
    soil += el('circle', { cx: d.r(0, w), cy: d.r(h * 0.74, h), r: d.r(1.5, 4) });
  d.add(el('g', { fill: c.soil }, soil));
  // a young cork oak held by two hands
  d.path(`M${n(w * 0.5)} ${n(h * 0.82)}V${n(h * 0.5)}`, { stroke: c.woodDark, 'stroke-width': 8 });
  for (let i = 0; i < 7; i += 1)
    d.ellipse(
      w * 0.5 + d.r(-w * 0.06, w * 0.06),
      h * (0.46 + d.r(-0.06, 0.06)),
      w * 0.035,
      h * 0.03,
      { fill: d.pick([c.olive, c.oliveLight]) },
    );
  for (const f of [-1, 1]) {
    const x = w * 0.5 + f * w * 0.08;
    d.path(
      `M${n(x + f * w * 0.12)} ${n(h)}Q${n(x + f * w * 0.08)} ${n(h * 0.86)} ${n(x)} ${n(h * 0.82)}Q${n(x - f * w * 0.04)} ${n(h * 0.8)} ${n(x - f * w * 0.05)} ${n(h * 0.84)}Q${n(x - f * w * 0.02)} ${n(h * 0.9)} ${n(x + f * w * 0.02)} ${n(h * 0.92)}L${n(x + f * w * 0.02)} ${n(h)}Z`,
      { fill: c.skinWarm },
    );
  }
  d.ellipse(w * 0.5, h * 0.83, w * 0.05, h * 0.02, { fill: c.soil });
};

const loneOak: Scene = (d) => {
  const { w, h } = d;
  sky(d, 'dawn', 0.6);
  sun(d, w * 0.3, h * 0.45, h * 0.06, moods.dawn.sun);
  hill(d, h * 0.55, h * 0.04, moods.dawn.far, { freq: 2 });
  mist(d, w * 0.3, h * 0.58, w * 0.9, h * 0.12, 0.45);
  hill(d, h * 0.64, h * 0.04, moods.dawn.mid, { freq: 1.6 });
  mist(d, w * 0.7, h * 0.68, w * 0.9, h * 0.1, 0.35);
  const near = hill(d, h * 0.74, h * 0.06, moods.dawn.near, { freq: 0.8 });
  corkOak(d, w * 0.62, near(w * 0.62) + 6, h * 0.45);
  grass(d, h * 0.9, 60, c.olive, 20);
};

const wideResort: Scene = valleyScene('golden');

/** Hot pools and a sauna on the hillside, for the home and spa heroes. */
const heroSpa =
  (mood: Mood): Scene =>
  (d) => {
    const { w, h } = d;
    const g = land(d, mood, {
      horizon: 0.5,
      sunAt: [0.78, 0.34],
      oaks: 8,
      cloudCount: mood === 'golden' ? 2 : 0,
    });
    meadow(
      d,
      h * 0.62,
      mood === 'dusk' ? c.duskGround : c.oliveLight,
      mood === 'dusk' ? c.duskGroundTuft : c.olive,
    );
    saunaCabin(d, w * 0.6, h * 0.7, h * 0.26, true);
    stonePool(d, w * 0.36, h * 0.78, w * 0.14, h * 0.05, {
      steam: true,
      glow: mood === 'dusk' ? c.lantern : undefined,
    });
    stonePool(d, w * 0.5, h * 0.9, w * 0.18, h * 0.06, {
      steam: true,
      glow: mood === 'dusk' ? c.lantern : undefined,
    });
    barrelSauna(d, w * 0.12, h * 0.76, h * 0.16, { lit: true });
    corkOak(
      d,
      w * 0.88,
      g(w * 0.88) + h * 0.32,
      h * 0.5,
      mood === 'dusk' ? { crown: c.duskCrown, light: c.duskCrownLight } : {},
    );
  };

const twoPaths: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.48, sunAt: [0.5, 0.25] });
  meadow(d, h * 0.6, c.oliveLight, c.olive, [c.chalk, c.gold]);
  house(d, w * 0.16, h * 0.66, w * 0.16, h * 0.12, { windows: 2, band: c.iceBlue });
  biopool(d, w * 0.78, h * 0.68, w * 0.14, h * 0.04, { jetty: false });
  stonePool(d, w * 0.64, h * 0.74, w * 0.06, h * 0.025, { steam: true });
  d.path(`M${n(w * 0.5)} ${h}Q${n(w * 0.48)} ${n(h * 0.8)} ${n(w * 0.3)} ${n(h * 0.68)}`, {
    stroke: c.gravelPath,
    'stroke-width': 20,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  d.path(`M${n(w * 0.5)} ${h}Q${n(w * 0.52)} ${n(h * 0.8)} ${n(w * 0.7)} ${n(h * 0.72)}`, {
    stroke: c.gravelPath,
    'stroke-width': 20,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  corkOak(d, w * 0.5, h * 0.72, h * 0.2);
};

/** The scene of every hero key. */
export const heroScenes: Record<string, Scene> = {
  'hero-home': heroSpa('golden'),
  'hero-spa': heroSpa('dusk'),
  'hero-sanctum': twoPaths,
  'hero-approach': loneOak,
  'hero-booking': gateScene,
  'hero-programs': circuitScene('golden'),
  'hero-dining': outdoorDinner,
  'hero-spaces': courtyardScene,
  'hero-location': roadScene,
  'hero-contact': doorScene,
  'hero-concierge': constellationScene(false),
  'hero-racket-club': racketHero,
  'hero-experiences': wideResort,
  'hero-stays': podsScene('dusk', 4),
  'hero-ai': constellationScene(true),
  'hero-seasons': seasonsBands,
  'hero-partners': valleyScene('dusk'),
  'hero-holistic-landcare': plantingScene,
};
