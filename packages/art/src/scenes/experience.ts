/**
 * The experience cards: vitality circuits, nature stays and immersions, rest, the creative studio,
 * RiseHall, the kids' path and the AI concierge. Spaces and journeys show several of them.
 */
import { corkOak, hill, house, mist, oliveTree, person, sky, steam, sun } from '../elements.ts';
import { beehivePod, biopool, coldTub, windingPath } from '../subjects.ts';
import { el, n, poly, smooth } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';
import { racketHero } from './racket.ts';
import { circuitScene } from './sanctum.ts';

const walkerScene: Scene = (d) => {
  const { w, h } = d;
  sky(d, 'golden', 0.6);
  sun(d, w * 0.5, h * 0.3, h * 0.06, moods.golden.sun);
  hill(d, h * 0.55, h * 0.03, moods.golden.far);
  d.rect(0, h * 0.62, w, h * 0.38, { fill: c.forestFloor });
  windingPath(d, w * 0.5, h + 10, w * 0.5, h * 0.6, w * 0.14, c.sandyPath);
  for (const [x, s] of [
    [0.12, 0.9],
    [0.85, 1],
    [0.3, 0.45],
    [0.68, 0.5],
    [0.02, 0.6],
    [0.98, 0.6],
  ] as const)
    corkOak(d, w * x, h * (0.6 + s * 0.35), h * s * 0.7);
  for (let i = 0; i < 8; i += 1)
    d.path(
      `M${n(w * 0.5 + d.r(-w * 0.2, w * 0.2))} 0l${n(-w * 0.1)} ${n(h * 0.8)}h${n(w * 0.04)}Z`,
      { fill: c.sunbeam, opacity: 0.06 },
    );
  person(d, w * 0.49, h * 0.8, h * 0.2, c.walkerSilhouette);
};

export const hammockScene: Scene = (d) => {
  const { w, h } = d;
  land(d, 'dawn', { horizon: 0.5, sunAt: [0.5, 0.42] });
  biopool(d, w * 0.5, h * 0.7, w * 0.44, h * 0.08, { jetty: false, water: c.stillLake });
  mist(d, w * 0.5, h * 0.68, w * 0.7, h * 0.1, 0.35);
  d.rect(0, h * 0.82, w, h * 0.18, { fill: c.shoreGrass });
  oliveTree(d, w * 0.18, h * 0.92, h * 0.6);
  oliveTree(d, w * 0.82, h * 0.92, h * 0.6);
  d.path(
    `M${n(w * 0.19)} ${n(h * 0.6)}Q${n(w * 0.5)} ${n(h * 0.86)} ${n(w * 0.81)} ${n(h * 0.6)}`,
    { stroke: c.sand, 'stroke-width': 3, fill: 'none' },
  );
  d.path(
    `M${n(w * 0.3)} ${n(h * 0.7)}Q${n(w * 0.5)} ${n(h * 0.86)} ${n(w * 0.7)} ${n(h * 0.7)}Q${n(w * 0.5)} ${n(h * 0.78)} ${n(w * 0.3)} ${n(h * 0.7)}Z`,
    { fill: c.terracottaLight },
  );
  let stripes = '';
  for (let i = 1; i < 6; i += 1)
    stripes += `M${n(w * (0.3 + i * 0.067))} ${n(h * 0.72)}v${n(h * 0.06)}`;
  d.path(stripes, { stroke: c.chalk, 'stroke-width': 3, opacity: 0.6 });
};

export const studioScene: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.chalk });
  d.rect(w * 0.08, h * 0.1, w * 0.5, h * 0.5, { fill: moods.day.sky[0] });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      el('rect', { x: w * 0.08, y: h * 0.1, width: w * 0.5, height: h * 0.5 }),
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(w * 0.08, h * 0.1, w * 0.5, h * 0.5, {
        fill: d.linear([
          [0, moods.day.sky[0]],
          [1, moods.day.sky[2]],
        ]),
      });
      hill(d, h * 0.45, h * 0.03, moods.day.far, { freq: 3, x0: w * 0.08, x1: w * 0.58 });
      const near = hill(d, h * 0.52, h * 0.03, moods.day.mid, {
        freq: 2,
        x0: w * 0.08,
        x1: w * 0.58,
      });
      corkOak(d, w * 0.4, near(w * 0.4) + 8, h * 0.2, { shadow: false });
    });
  });
  d.rect(w * 0.08, h * 0.1, w * 0.5, h * 0.5, {
    fill: 'none',
    stroke: c.woodLight,
    'stroke-width': 10,
  });
  d.path(`M${n(w * 0.33)} ${n(h * 0.1)}V${n(h * 0.6)}`, { stroke: c.woodLight, 'stroke-width': 8 });
  d.rect(0, h * 0.7, w, h * 0.3, { fill: c.woodFloor });
  // easel with a painting of the hills
  d.path(
    `M${n(w * 0.72)} ${n(h * 0.95)}L${n(w * 0.78)} ${n(h * 0.2)}L${n(w * 0.84)} ${n(h * 0.95)}M${n(w * 0.78)} ${n(h * 0.2)}V${n(h * 0.9)}`,
    { stroke: c.wood, 'stroke-width': 8, fill: 'none' },
  );
  d.rect(w * 0.68, h * 0.28, w * 0.2, h * 0.3, {
    fill: c.cream,
    stroke: c.woodDark,
    'stroke-width': 4,
  });
  d.path(
    `M${n(w * 0.68)} ${n(h * 0.48)}Q${n(w * 0.75)} ${n(h * 0.4)} ${n(w * 0.88)} ${n(h * 0.46)}V${n(h * 0.58)}H${n(w * 0.68)}Z`,
    { fill: c.olive },
  );
  d.circle(w * 0.83, h * 0.36, h * 0.03, { fill: c.ochre });
  d.rect(w * 0.66, h * 0.58, w * 0.24, h * 0.02, { fill: c.wood });
  // potter's wheel with pots
  d.rect(w * 0.22, h * 0.78, w * 0.22, h * 0.06, { fill: c.woodDark, rx: 6 });
  d.ellipse(w * 0.33, h * 0.76, w * 0.08, h * 0.02, { fill: c.stoneDark });
  d.path(
    `M${n(w * 0.3)} ${n(h * 0.76)}Q${n(w * 0.28)} ${n(h * 0.68)} ${n(w * 0.31)} ${n(h * 0.63)}H${n(w * 0.35)}Q${n(w * 0.38)} ${n(h * 0.68)} ${n(w * 0.36)} ${n(h * 0.76)}Z`,
    { fill: c.clay },
  );
  for (const [x, s] of [
    [0.08, 1],
    [0.14, 0.7],
    [0.52, 0.85],
  ] as const)
    d.path(
      `M${n(w * x)} ${n(h * 0.92)}q${n(-w * 0.04 * s)} ${n(-h * 0.08 * s)} ${n(-w * 0.01 * s)} ${n(-h * 0.14 * s)}h${n(w * 0.06 * s)}q${n(w * 0.03 * s)} ${n(h * 0.06 * s)} ${n(-w * 0.01 * s)} ${n(h * 0.14 * s)}Z`,
      { fill: d.pick([c.terracotta, c.terracottaLight, c.sand]) },
    );
};

export const risehall: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.woodLight });
  d.path(
    poly([
      [0, 0],
      [w / 2, -h * 0.1],
      [w, 0],
      [w, h * 0.12],
      [w / 2, h * 0.02],
      [0, h * 0.12],
    ]),
    { fill: c.wood },
  );
  const panes = 5;
  for (let i = 0; i < panes; i += 1) {
    const x = w * 0.06 + ((w * 0.88) / panes) * i;
    const pw = (w * 0.88) / panes - 12;
    const clip = d.def('clipPath', el('rect', { x, y: h * 0.14, width: pw, height: h * 0.52 }));
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(x, h * 0.14, pw, h * 0.52, {
        fill: d.linear([
          [0, moods.dawn.sky[0]],
          [0.6, moods.dawn.sky[1]],
          [1, moods.dawn.sky[2]],
        ]),
      });
      d.circle(w * 0.5, h * 0.5, h * 0.06, { fill: moods.dawn.sun });
      d.circle(w * 0.5, h * 0.5, h * 0.18, { fill: moods.dawn.sun, opacity: 0.25 });
      hill(d, h * 0.52, h * 0.02, moods.dawn.far, { freq: 2, x0: w * 0.06, x1: w * 0.94 });
      hill(d, h * 0.6, h * 0.02, moods.dawn.mid, { freq: 1.5, x0: w * 0.06, x1: w * 0.94 });
    });
  }
  d.rect(0, h * 0.66, w, h * 0.34, { fill: c.risehallFloor });
  let boards = '';
  for (let i = 1; i < 10; i += 1) boards += `M0 ${n(h * 0.66 + (h * 0.34 * i * i) / 100)}H${w}`;
  d.path(boards, { stroke: c.wood, 'stroke-width': 1.5, opacity: 0.6 });
  for (let row = 0; row < 2; row += 1)
    for (let i = 0; i < 4; i += 1) {
      const cx = w * (0.2 + i * 0.2);
      const y = h * (0.74 + row * 0.14);
      const mw = w * (0.06 + row * 0.02);
      d.path(
        poly([
          [cx - mw, y],
          [cx + mw, y],
          [cx + mw * 1.1, y + h * 0.08],
          [cx - mw * 1.1, y + h * 0.08],
        ]),
        { fill: d.pick([c.sage, c.terracottaLight, c.oliveLight, c.blush]) },
      );
    }
  d.path(
    poly([
      [w * 0.3, h * 0.66],
      [w * 0.7, h * 0.66],
      [w * 0.9, h],
      [w * 0.1, h],
    ]),
    { fill: moods.dawn.sun, opacity: 0.15 },
  );
};

export const kidsScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'day', { horizon: 0.5, cloudCount: 3 });
  meadow(d, h * 0.62, c.oliveLight, c.olive, [c.chalk, c.gold, c.marigold]);
  windingPath(d, w * 0.3, h + 10, w * 0.55, h * 0.64, w * 0.08, c.gravelPath);
  corkOak(d, w * 0.72, g(w * 0.72) + h * 0.3, h * 0.72);
  // tree house on the oak
  d.rect(w * 0.62, h * 0.36, w * 0.14, h * 0.11, { fill: c.woodLight });
  d.path(
    poly([
      [w * 0.6, h * 0.36],
      [w * 0.69, h * 0.28],
      [w * 0.78, h * 0.36],
    ]),
    { fill: c.terracotta },
  );
  d.rect(w * 0.66, h * 0.39, w * 0.03, h * 0.05, { fill: c.woodDark });
  d.path(
    `M${n(w * 0.64)} ${n(h * 0.47)}V${n(h * 0.8)}M${n(w * 0.67)} ${n(h * 0.47)}V${n(h * 0.8)}`,
    { stroke: c.wood, 'stroke-width': 3 },
  );
  let rungs = '';
  for (let i = 0; i < 7; i += 1)
    rungs += `M${n(w * 0.64)} ${n(h * (0.5 + i * 0.045))}h${n(w * 0.03)}`;
  d.path(rungs, { stroke: c.wood, 'stroke-width': 3 });
  // rope swing
  d.path(
    `M${n(w * 0.84)} ${n(h * 0.4)}V${n(h * 0.72)}M${n(w * 0.9)} ${n(h * 0.4)}V${n(h * 0.72)}`,
    { stroke: c.sand, 'stroke-width': 2.5 },
  );
  d.rect(w * 0.83, h * 0.72, w * 0.08, h * 0.02, { fill: c.woodDark });
};

const tabletScene: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.plaster });
  d.ellipse(w * 0.45, h * 0.62, w * 0.4, h * 0.34, { fill: c.sand });
  d.ellipse(w * 0.45, h * 0.58, w * 0.38, h * 0.3, { fill: c.tablecloth });
  d.path(
    poly([
      [w * 0.25, h * 0.3],
      [w * 0.66, h * 0.26],
      [w * 0.7, h * 0.84],
      [w * 0.27, h * 0.88],
    ]),
    { fill: c.tablet },
  );
  d.path(
    poly([
      [w * 0.27, h * 0.33],
      [w * 0.64, h * 0.29],
      [w * 0.68, h * 0.81],
      [w * 0.29, h * 0.85],
    ]),
    { fill: c.night },
  );
  d.path(
    smooth([
      [w * 0.33, h * 0.75],
      [w * 0.42, h * 0.65],
      [w * 0.56, h * 0.68],
      [w * 0.5, h * 0.52],
      [w * 0.6, h * 0.4],
    ]),
    { stroke: c.gold, 'stroke-width': 4, fill: 'none', 'stroke-dasharray': '10 8' },
  );
  for (const [x, y, col] of [
    [0.33, 0.75, c.terracotta],
    [0.42, 0.65, c.iceBlue],
    [0.56, 0.68, c.salt],
    [0.5, 0.52, c.water],
    [0.6, 0.4, c.ochre],
  ] as const) {
    d.circle(w * x, h * y, h * 0.03, { fill: col });
    d.circle(w * x, h * y, h * 0.03, { fill: 'none', stroke: c.cream, 'stroke-width': 2 });
  }
  // tea cup
  d.ellipse(w * 0.83, h * 0.72, w * 0.09, h * 0.03, {
    fill: c.chalk,
    stroke: c.stone,
    'stroke-width': 2,
  });
  d.path(
    `M${n(w * 0.77)} ${n(h * 0.6)}h${n(w * 0.12)}q${n(0)} ${n(h * 0.12)} ${n(-w * 0.06)} ${n(h * 0.12)}q${n(-w * 0.06)} 0 ${n(-w * 0.06)} ${n(-h * 0.12)}Z`,
    { fill: c.chalk },
  );
  d.ellipse(w * 0.83, h * 0.6, w * 0.06, h * 0.015, { fill: c.tea });
  steam(d, w * 0.83, h * 0.58, h * 0.2, 2, c.white, 0.7);
  d.path(
    `M${n(w * 0.06)} ${n(h * 0.2)}q${n(w * 0.05)} ${n(h * 0.1)} ${n(w * 0.02)} ${n(h * 0.25)}`,
    { stroke: c.olive, 'stroke-width': 5, fill: 'none' },
  );
  for (let i = 0; i < 5; i += 1)
    d.ellipse(w * (0.07 + i * 0.008), h * (0.24 + i * 0.045), w * 0.02, h * 0.012, {
      fill: c.oliveLight,
    });
};

export const vitalityScene: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.vitalityWall });
  d.rect(0, h * 0.7, w, h * 0.3, { fill: c.paving });
  d.rect(w * 0.08, h * 0.15, w * 0.16, h * 0.5, { fill: c.redLightPanel, rx: 10 });
  let leds = '';
  for (let i = 0; i < 8; i += 1)
    for (let j = 0; j < 3; j += 1)
      leds += el('circle', { cx: w * (0.11 + j * 0.05), cy: h * (0.2 + i * 0.055), r: 6 });
  d.add(el('g', { fill: c.infraredGlow }, leds));
  d.rect(0, h * 0.1, w * 0.4, h * 0.7, {
    fill: d.radial(
      [
        [0, c.infraredGlow, 0.25],
        [1, c.infraredGlow, 0],
      ],
      0.3,
      0.4,
      0.5,
    ),
  });
  coldTub(d, w * 0.5, h * 0.88, h * 0.36);
  d.path(
    poly([
      [w * 0.66, h * 0.88],
      [w * 0.96, h * 0.88],
      [w * 0.98, h * 0.92],
      [w * 0.68, h * 0.92],
    ]),
    { fill: c.sage },
  );
  d.path(
    `M${n(w * 0.82)} ${n(h * 0.72)}l${n(-10)} ${n(-h * 0.14)}h${n(46)}l${n(-10)} ${n(h * 0.14)}Z`,
    { fill: c.appleGreen },
  );
  d.rect(w * 0.76, h * 0.72, w * 0.16, h * 0.02, { fill: c.woodDark });
  d.rect(w * 0.83, h * 0.74, 6, h * 0.14, { fill: c.woodDark });
  d.path(`M${n(w * 0.84)} ${n(h * 0.58)}l${n(10)} ${n(-h * 0.06)}`, {
    stroke: c.chalk,
    'stroke-width': 3,
  });
};

const immersionScene = walkerScene;

/** The scene of every experience key. */
export const experienceScenes: Record<string, Scene> = {
  'experience-sanctum-flow': circuitScene('golden'),
  'experience-vitality-circuits': vitalityScene,
  'experience-nature-stays': (d) => {
    const g = land(d, 'dusk', { horizon: 0.5, sunAt: [0.3, 0.46] });
    meadow(d, d.h * 0.6, c.nightMeadow, c.nightTuft);
    house(d, d.w * 0.55, d.h * 0.72, d.w * 0.26, d.h * 0.16, { lit: true, windows: 2 });
    beehivePod(d, d.w * 0.3, d.h * 0.84, d.h * 0.3, true);
    beehivePod(d, d.w * 0.12, d.h * 0.76, d.h * 0.2, true);
    corkOak(d, d.w * 0.9, g(d.w * 0.9) + d.h * 0.2, d.h * 0.4, {
      crown: c.nightCrown,
      light: c.nightCrownLight,
    });
  },
  'experience-nature-immersions': immersionScene,
  'experience-rest-stillness': hammockScene,
  'experience-creative-soul-spaces': studioScene,
  'experience-risehall': risehall,
  'experience-alento-club': racketHero,
  'experience-kids-path': kidsScene,
  'experience-ai-concierge': tabletScene,
};
