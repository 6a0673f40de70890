/**
 * One scene per media key. Each composes the shared landscape (elements.ts) with its subject
 * (subjects.ts) under one light: the same hills, oaks, stone and steam everywhere, so the whole
 * site reads as one illustrated place.
 */
import {
  clouds,
  cypress,
  corkOak,
  finish,
  flowers,
  grass,
  haze,
  hill,
  house,
  mist,
  moon,
  oliveTree,
  person,
  rain,
  ripples,
  sky,
  stars,
  steam,
  stonePool,
  sun,
} from './elements.ts';
import { moods, palette as c } from './palette.ts';
import type { Mood } from './palette.ts';
import {
  barrelSauna,
  beehivePod,
  biopool,
  cinemaSeats,
  coldTub,
  floater,
  hammamDome,
  lights,
  longTable,
  lounger,
  onsenTerraces,
  padelCourt,
  pergola,
  player,
  rectPool,
  saltWall,
  saunaCabin,
  showerColumn,
  teaHouse,
  teaSet,
  tennisCourt,
  touchlessHut,
  vaultInterior,
  windingPath,
} from './subjects.ts';
import { el, n, poly, smooth } from './svg.ts';
import type { Drawing } from './svg.ts';

export type Scene = (d: Drawing) => void;

interface LandOptions {
  horizon?: number;
  sunAt?: [number, number];
  sunR?: number;
  starCount?: number;
  milkyWay?: boolean;
  cloudCount?: number;
  near?: string;
  oaks?: number;
}

/** Sky, light and the layered hills; returns the line of the nearest hill. */
function land(d: Drawing, mood: Mood, o: LandOptions = {}): (x: number) => number {
  const horizon = o.horizon ?? 0.62;
  sky(d, mood, horizon);
  if (mood === 'night') {
    stars(d, o.starCount ?? 140, d.h * horizon, o.milkyWay);
    moon(d, d.w * 0.82, d.h * 0.16, d.h * 0.035);
  } else if (mood === 'dusk') {
    stars(d, 30, d.h * 0.3);
    sun(
      d,
      (o.sunAt?.[0] ?? 0.7) * d.w,
      (o.sunAt?.[1] ?? horizon - 0.05) * d.h,
      o.sunR ?? d.h * 0.05,
      moods.dusk.sun,
    );
  } else if (mood !== 'rain' && mood !== 'mist') {
    sun(
      d,
      (o.sunAt?.[0] ?? 0.75) * d.w,
      (o.sunAt?.[1] ?? 0.22) * d.h,
      o.sunR ?? d.h * 0.055,
      moods[mood].sun,
    );
  }
  if (o.cloudCount)
    clouds(d, o.cloudCount, d.h * horizon * 0.6, mood === 'dusk' ? c.duskCloud : c.cloud, 0.5);
  const m = moods[mood];
  const H = d.h * horizon;
  hill(d, H - d.h * 0.07, d.h * 0.04, m.far, { freq: 2.3 });
  haze(d, H - d.h * 0.06, d.h * 0.1, m.sky[2], 0.5);
  const mid = hill(d, H, d.h * 0.03, m.mid, { freq: 1.6 });
  for (let i = 0; i < (o.oaks ?? 6); i += 1) {
    const x = d.r(0, d.w);
    corkOak(d, x, mid(x) + d.h * 0.02, d.h * d.r(0.05, 0.08), {
      crown: shade(m.mid),
      light: m.mid,
      shadow: false,
      stripped: false,
    });
  }
  return hill(d, H + d.h * 0.08, d.h * 0.025, o.near ?? m.near, { freq: 1.1 });
}

/** A darker tint of a hex colour for tree crowns on a hill of that colour. */
function shade(hex: string, k = 0.72): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = (s: number) =>
    Math.round(((v >> s) & 255) * k)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** The foreground meadow band below a subject. */
function meadow(
  d: Drawing,
  y: number,
  color: string,
  tufts: string,
  flowerColors: readonly string[] = [],
): void {
  d.path(
    `M0 ${n(y)}Q${n(d.w * 0.3)} ${n(y - d.h * 0.03)} ${n(d.w * 0.6)} ${n(y + d.h * 0.01)}T${d.w} ${n(y - d.h * 0.01)}V${d.h}H0Z`,
    { fill: color },
  );
  grass(d, y + d.h * 0.05, Math.round(d.w / 25), tufts, d.h * 0.025);
  if (flowerColors.length)
    flowers(d, 0, y + d.h * 0.04, d.w, d.h, Math.round(d.w / 14), flowerColors, d.h * 0.006);
}

function deck(d: Drawing, y: number, color: string = c.stone): void {
  d.path(
    poly([
      [0, y],
      [d.w, y],
      [d.w, d.h],
      [0, d.h],
    ]),
    { fill: color },
  );
  let joints = '';
  for (let i = 1; i < 6; i += 1) {
    const yy = y + ((d.h - y) * i * i) / 36;
    joints += `M0 ${n(yy)}H${d.w}`;
  }
  for (let i = -6; i <= 6; i += 1)
    joints += `M${n(d.w / 2 + i * d.w * 0.04)} ${n(y)}L${n(d.w / 2 + i * d.w * 0.2)} ${d.h}`;
  d.path(joints, { stroke: c.stoneDark, 'stroke-width': 1.5, opacity: 0.5 });
}

// ---- the spa's stations ----

const showSauna: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.woodDark });
  // the window onto the hills
  const wx = w * 0.22;
  const ww = w * 0.56;
  const wy = h * 0.1;
  const wh = h * 0.36;
  d.group({}, () => {
    const clip = d.def('clipPath', el('rect', { x: wx, y: wy, width: ww, height: wh }));
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(wx, wy, ww, wh, {
        fill: d.linear([
          [0, moods.golden.sky[0]],
          [1, moods.golden.sky[2]],
        ]),
      });
      sun(d, wx + ww * 0.7, wy + wh * 0.45, h * 0.04, moods.golden.sun);
      hill(d, wy + wh * 0.7, wh * 0.08, moods.golden.far, { freq: 2.5, x0: wx, x1: wx + ww });
      const near = hill(d, wy + wh * 0.88, wh * 0.06, moods.golden.mid, {
        freq: 1.5,
        x0: wx,
        x1: wx + ww,
      });
      corkOak(d, wx + ww * 0.25, near(wx + ww * 0.25) + 4, wh * 0.3, { shadow: false });
    });
  });
  d.rect(wx, wy, ww, wh, { fill: 'none', stroke: c.saunaFrame, 'stroke-width': 10 });
  d.path(`M${n(w / 2)} ${n(wy)}V${n(wy + wh)}`, { stroke: c.saunaFrame, 'stroke-width': 8 });
  // wall planks
  let planks = '';
  for (let x = 0; x < w; x += w / 28)
    if (x < wx - 4 || x > wx + ww + 4) planks += `M${n(x)} 0V${n(h * 0.5)}`;
  d.path(planks, { stroke: c.saunaPlank, 'stroke-width': 2 });
  // three tiers of benches, people sitting in a row
  for (let t = 0; t < 3; t += 1) {
    const y = h * (0.56 + t * 0.15);
    d.rect(0, y, w, h * 0.04, { fill: c.woodLight });
    d.rect(0, y + h * 0.04, w, h * 0.11, { fill: c.wood });
    let slats = '';
    for (let x = 0; x < w; x += 22) slats += `M${n(x)} ${n(y + h * 0.04)}v${n(h * 0.11)}`;
    d.path(slats, { stroke: c.woodDark, 'stroke-width': 1.5, opacity: 0.5 });
    if (t < 2) {
      const count = t === 0 ? 8 : 6;
      for (let i = 0; i < count; i += 1) {
        const px = w * 0.06 + ((w * 0.88) / count) * (i + 0.5) + d.r(-10, 10);
        person(
          d,
          px,
          y,
          h * (0.17 + t * 0.02),
          d.pick([c.skinFair, c.skinTan, c.skinBrown, c.skinPale]),
          'sit',
        );
      }
    }
  }
  // the sauna master with a towel
  person(d, w * 0.5, h * 0.56, h * 0.22, c.skinPale, 'arm');
  d.path(
    `M${n(w * 0.5 + h * 0.08)} ${n(h * 0.35)}q${n(h * 0.1)} ${n(-h * 0.08)} ${n(h * 0.2)} 0q${n(-h * 0.05)} ${n(h * 0.06)} ${n(-h * 0.12)} ${n(h * 0.08)}Z`,
    { fill: c.chalk },
  );
  // stove of stones
  d.rect(w * 0.84, h * 0.42, w * 0.1, h * 0.14, { fill: c.iron });
  for (let i = 0; i < 8; i += 1)
    d.ellipse(w * 0.85 + d.r(0, w * 0.08), h * 0.42 - d.r(0, h * 0.04), w * 0.012, h * 0.014, {
      fill: c.stoneDark,
    });
  steam(d, w * 0.89, h * 0.4, h * 0.3, 3, c.white, 0.35);
  d.rect(0, 0, w, h, {
    fill: d.radial(
      [
        [0, c.lantern, 0.18],
        [1, c.lantern, 0],
      ],
      0.5,
      0.3,
      0.6,
    ),
  });
};

const barrelScene: Scene = (d) => {
  const g = land(d, 'golden', { sunAt: [0.2, 0.25], cloudCount: 2 });
  meadow(d, d.h * 0.8, c.oliveLight, c.olive, [c.gold, c.chalk]);
  corkOak(d, d.w * 0.78, g(d.w * 0.78) + d.h * 0.22, d.h * 0.5);
  barrelSauna(d, d.w * 0.22, d.h * 0.86, d.h * 0.42, { lit: true });
  d.rect(d.w * 0.13, d.h * 0.86, d.w * 0.09, d.h * 0.015, { fill: c.woodDark });
};

const hammamInterior: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.hammamShadow });
  d.path(
    `M0 ${n(h * 0.62)}V${n(h * 0.3)}Q${n(w / 2)} ${n(-h * 0.35)} ${w} ${n(h * 0.3)}V${n(h * 0.62)}Z`,
    {
      fill: d.linear([
        [0, c.domeShadow],
        [0.55, c.domeStone],
        [1, c.domeLight],
      ]),
    },
  );
  for (let i = 0; i < 22; i += 1) {
    const a = d.r(0.1, 0.9);
    const x = w * a;
    const y = h * 0.28 - Math.sin(a * Math.PI) * h * 0.35 + d.r(h * 0.02, h * 0.18);
    star8(d, x, y, h * d.r(0.01, 0.018));
    d.path(
      `M${n(x)} ${n(y)}L${n(x - h * 0.05)} ${n(h * 0.62)}L${n(x + h * 0.05)} ${n(h * 0.62)}Z`,
      { fill: c.skylightBeam, opacity: 0.09 },
    );
  }
  for (const x of [w * 0.1, w * 0.9]) {
    d.path(
      `M${n(x - w * 0.06)} ${n(h * 0.8)}V${n(h * 0.4)}Q${n(x)} ${n(h * 0.25)} ${n(x + w * 0.06)} ${n(h * 0.4)}V${n(h * 0.8)}Z`,
      { fill: c.hammamAlcove },
    );
  }
  d.rect(0, h * 0.62, w, h * 0.38, { fill: c.hammamFloor });
  let tiles = '';
  for (let i = 1; i < 8; i += 1) tiles += `M0 ${n(h * 0.62 + (h * 0.38 * i * i) / 64)}H${w}`;
  for (let i = -10; i <= 10; i += 1)
    tiles += `M${n(w / 2 + i * w * 0.05)} ${n(h * 0.62)}L${n(w / 2 + i * w * 0.16)} ${h}`;
  d.path(tiles, { stroke: c.hammamTileJoint, 'stroke-width': 1.2 });
  // the heated marble platform (göbek taşı)
  d.path(
    poly([
      [w * 0.26, h * 0.7],
      [w * 0.74, h * 0.7],
      [w * 0.8, h * 0.8],
      [w * 0.2, h * 0.8],
    ]),
    { fill: c.marble },
  );
  d.path(
    poly([
      [w * 0.2, h * 0.8],
      [w * 0.8, h * 0.8],
      [w * 0.8, h * 0.86],
      [w * 0.2, h * 0.86],
    ]),
    { fill: c.marbleEdge },
  );
  person(d, w * 0.5, h * 0.72, h * 0.1, c.skinTan, 'sit');
  // copper bowls at the marble basins
  for (const x of [w * 0.1, w * 0.9]) {
    d.rect(x - w * 0.045, h * 0.68, w * 0.09, h * 0.12, { fill: c.basinMarble, rx: 6 });
    d.ellipse(x, h * 0.68, w * 0.045, h * 0.018, { fill: c.waterLight });
  }
  for (const x of [w * 0.1, w * 0.9])
    d.ellipse(x, h * 0.82, w * 0.035, h * 0.02, { fill: c.copper });
  for (let i = 0; i < 4; i += 1)
    mist(d, d.r(w * 0.15, w * 0.85), h * d.r(0.55, 0.72), w * 0.3, h * 0.16, 0.16);
  d.rect(0, 0, w, h, {
    fill: d.radial(
      [
        [0, c.hammamGlow, 0.18],
        [1, c.hammamGlow, 0],
      ],
      0.5,
      0.4,
      0.6,
    ),
  });
};

function star8(d: Drawing, x: number, y: number, r: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 16; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    const rr = i % 2 ? r * 0.5 : r;
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  d.path(poly(pts), { fill: c.skylight });
}

const mudRitual: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.plaster });
  // tiled bath behind with steam
  d.rect(w * 0.45, h * 0.25, w * 0.5, h * 0.35, { fill: c.bathWall });
  let zellige = '';
  for (let x = w * 0.45; x < w * 0.95; x += 28)
    for (let y = h * 0.25; y < h * 0.6; y += 28)
      zellige += el('rect', { x: x + 2, y: y + 2, width: 24, height: 24, rx: 3 });
  d.add(el('g', { fill: c.tealGlaze, opacity: 0.35 }, zellige));
  rectPool(d, w * 0.5, h * 0.52, w * 0.4, h * 0.1, {
    water: c.mudBath,
    deep: c.mudBathDeep,
    coping: c.mudBathCoping,
  });
  steam(d, w * 0.7, h * 0.5, h * 0.3, 4, c.white, 0.55);
  // an arched window
  d.path(
    `M${n(w * 0.1)} ${n(h * 0.6)}V${n(h * 0.25)}A${n(w * 0.11)} ${n(w * 0.11)} 0 0 1 ${n(w * 0.32)} ${n(h * 0.25)}V${n(h * 0.6)}Z`,
    { fill: moods.golden.sky[1] },
  );
  oliveTree(d, w * 0.21, h * 0.6, h * 0.35);
  // stone ledge with bowls of mud
  d.rect(0, h * 0.66, w, h * 0.34, { fill: c.stoneLedge });
  d.rect(0, h * 0.66, w, h * 0.04, { fill: c.stoneLedgeTop });
  const bowls = [
    [0.2, c.terracotta],
    [0.38, c.mudDark],
    [0.56, c.mudPale],
  ] as const;
  for (const [t, mud] of bowls) {
    const x = w * t;
    d.ellipse(x, h * 0.86, w * 0.09, h * 0.02, { fill: c.ink, opacity: 0.2 });
    d.path(
      `M${n(x - w * 0.08)} ${n(h * 0.76)}Q${n(x - w * 0.075)} ${n(h * 0.86)} ${n(x)} ${n(h * 0.86)}Q${n(x + w * 0.075)} ${n(h * 0.86)} ${n(x + w * 0.08)} ${n(h * 0.76)}Z`,
      { fill: c.sand },
    );
    d.ellipse(x, h * 0.76, w * 0.08, h * 0.025, { fill: mud });
    d.ellipse(x - w * 0.02, h * 0.755, w * 0.025, h * 0.007, { fill: c.white, opacity: 0.25 });
  }
  d.path(`M${n(w * 0.62)} ${n(h * 0.78)}l${n(w * 0.16)} ${n(-h * 0.06)}`, {
    stroke: c.woodLight,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  d.ellipse(w * 0.8, h * 0.71, w * 0.03, h * 0.025, { fill: c.woodLight });
  // folded towels and a sprig of herbs
  d.rect(w * 0.78, h * 0.79, w * 0.14, h * 0.05, { fill: c.chalk, rx: 6 });
  d.rect(w * 0.79, h * 0.75, w * 0.12, h * 0.045, { fill: c.saltLight, rx: 6 });
  d.path(
    `M${n(w * 0.05)} ${n(h * 0.8)}q${n(w * 0.04)} ${n(-h * 0.05)} ${n(w * 0.08)} ${n(-h * 0.02)}`,
    { stroke: c.olive, 'stroke-width': 4, fill: 'none' },
  );
};

const saltRoom: Scene = (d) => {
  const { w, h } = d;
  saltWall(d, 0, 0, w, h * 0.72);
  d.rect(0, h * 0.72, w, h * 0.28, { fill: c.saltFloor });
  d.rect(0, h * 0.72, w, h * 0.28, {
    fill: d.linear([
      [0, c.white, 0.15],
      [1, c.saltFloorShade, 0.2],
    ]),
  });
  let sand = '';
  for (let i = 0; i < 140; i += 1)
    sand += el('circle', { cx: d.r(0, w), cy: d.r(h * 0.74, h), r: d.r(1, 2.4) });
  d.add(el('g', { fill: c.saltGrain, opacity: 0.6 }, sand));
  lounger(d, w * 0.18, h * 0.86, h * 0.4, c.saltLounger);
  lounger(d, w * 0.55, h * 0.88, h * 0.4, c.saltLounger);
  // a salt lamp
  d.path(
    poly([
      [w * 0.87, h * 0.78],
      [w * 0.84, h * 0.66],
      [w * 0.87, h * 0.58],
      [w * 0.91, h * 0.6],
      [w * 0.93, h * 0.7],
      [w * 0.91, h * 0.78],
    ]),
    { fill: c.saltLamp },
  );
  d.circle(w * 0.885, h * 0.68, h * 0.16, { fill: c.saltLampGlow, opacity: 0.25 });
  d.rect(w * 0.855, h * 0.78, w * 0.07, h * 0.02, { fill: c.woodDark });
};

const coldPlunge: Scene = (d) => {
  land(d, 'dawn', { horizon: 0.5, sunAt: [0.25, 0.32], oaks: 4 });
  deck(d, d.h * 0.62, c.plungePaving);
  coldTub(d, d.w * 0.5, d.h * 0.9, d.h * 0.48);
  d.rect(d.w * 0.72, d.h * 0.58, d.w * 0.02, d.h * 0.3, { fill: c.woodDark });
  d.rect(d.w * 0.74, d.h * 0.62, d.w * 0.07, d.h * 0.1, { fill: c.chalk, rx: 4 });
  d.path(`M${n(d.w * 0.2)} ${n(d.h * 0.9)}h${n(d.w * 0.1)}v${n(-d.h * 0.04)}h${n(-d.w * 0.1)}Z`, {
    fill: c.woodLight,
  });
};

const biopoolScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.52, cloudCount: 3 });
  meadow(d, d.h * 0.6, c.sage, c.olive);
  biopool(d, d.w * 0.5, d.h * 0.76, d.w * 0.38, d.h * 0.14);
  corkOak(d, d.w * 0.9, g(d.w * 0.9) + d.h * 0.2, d.h * 0.4);
  flowers(d, 0, d.h * 0.92, d.w, d.h, 40, [c.chalk, c.gold]);
};

const onsenScene: Scene = (d) => {
  const g = land(d, 'dusk', { horizon: 0.5, sunAt: [0.78, 0.42] });
  meadow(d, d.h * 0.56, c.duskGround, c.duskGroundTuft);
  onsenTerraces(d, d.w * 0.22, d.h * 0.88, d.h * 0.55, true);
  corkOak(d, d.w * 0.1, g(d.w * 0.1) + d.h * 0.16, d.h * 0.35, {
    crown: c.duskCrown,
    light: c.duskCrownLight,
  });
};

const kneipp: Scene = (d) => {
  const { w, h } = d;
  land(d, 'day', { horizon: 0.45, oaks: 5 });
  meadow(d, h * 0.5, c.sage, c.olive, [c.gold]);
  // a shallow channel in perspective with stepping stones and a rail
  d.path(
    poly([
      [w * 0.44, h * 0.5],
      [w * 0.56, h * 0.5],
      [w * 0.85, h],
      [w * 0.15, h],
    ]),
    { fill: c.stone },
  );
  d.path(
    poly([
      [w * 0.46, h * 0.5],
      [w * 0.54, h * 0.5],
      [w * 0.78, h],
      [w * 0.22, h],
    ]),
    {
      fill: d.linear([
        [0, c.waterLight],
        [1, c.water],
      ]),
    },
  );
  ripples(d, w * 0.3, h * 0.55, w * 0.4, h * 0.4, 16);
  for (let i = 0; i < 8; i += 1) {
    const t = (i + 0.5) / 8;
    const y = h * 0.5 + h * 0.5 * t * t + h * 0.02;
    const s = 0.2 + t * 1.1;
    d.ellipse(w / 2 + (i % 2 ? 1 : -1) * w * 0.03 * s, y, w * 0.04 * s, h * 0.015 * s, {
      fill: c.stoneDark,
    });
    d.ellipse(
      w / 2 + (i % 2 ? 1 : -1) * w * 0.03 * s,
      y - h * 0.004 * s,
      w * 0.036 * s,
      h * 0.011 * s,
      { fill: c.steppingStone },
    );
  }
  for (const side of [-1, 1]) {
    const x0 = w / 2 + side * w * 0.07;
    const x1 = w / 2 + side * w * 0.36;
    d.path(`M${n(x0)} ${n(h * 0.46)}L${n(x1)} ${n(h * 0.78)}`, {
      stroke: c.woodLight,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
    let posts = '';
    for (let i = 0; i <= 4; i += 1) {
      const t = i / 4;
      const x = x0 + (x1 - x0) * t;
      const y = h * 0.46 + h * 0.32 * t;
      posts += `M${n(x)} ${n(y)}v${n(h * (0.04 + 0.14 * t))}`;
    }
    d.path(posts, { stroke: c.wood, 'stroke-width': 5 });
  }
  biopool(d, w * 0.5, h * 0.47, w * 0.12, h * 0.03, { jetty: false });
};

const elementalShowers: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.5, sunAt: [0.85, 0.2], oaks: 5 });
  deck(d, h * 0.7, c.paving);
  d.rect(w * 0.08, h * 0.22, w * 0.84, h * 0.5, { fill: c.chalk });
  d.rect(w * 0.08, h * 0.22, w * 0.84, h * 0.03, { fill: c.stone });
  const kinds = ['rain', 'mist', 'cascade', 'storm'] as const;
  kinds.forEach((kind, i) => {
    showerColumn(d, w * (0.18 + i * 0.2), h * 0.82, h * 0.58, kind);
  });
};

const hydroPool: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.sand });
  for (let i = 0; i < 4; i += 1) {
    const x = w * (0.08 + i * 0.23);
    d.path(
      `M${n(x)} ${n(h * 0.55)}V${n(h * 0.22)}A${n(w * 0.08)} ${n(w * 0.08)} 0 0 1 ${n(x + w * 0.16)} ${n(h * 0.22)}V${n(h * 0.55)}Z`,
      {
        fill: d.linear([
          [0, moods.golden.sky[0]],
          [1, c.archWindowLight],
        ]),
      },
    );
    const clip = d.def(
      'clipPath',
      `<path d="M${n(x)} ${n(h * 0.55)}V${n(h * 0.22)}A${n(w * 0.08)} ${n(w * 0.08)} 0 0 1 ${n(x + w * 0.16)} ${n(h * 0.22)}V${n(h * 0.55)}Z"/>`,
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      hill(d, h * 0.45, h * 0.02, moods.golden.mid, { freq: 3, x0: x, x1: x + w * 0.16 });
    });
  }
  d.rect(0, h * 0.55, w, h * 0.45, { fill: c.poolHallFloor });
  rectPool(d, w * 0.08, h * 0.64, w * 0.84, h * 0.26, { water: c.hydroWater, deep: c.water });
  let bubbles = '';
  for (let i = 0; i < 12; i += 1) {
    const x = w * (0.12 + i * 0.07);
    for (let j = 0; j < 5; j += 1)
      bubbles += el('circle', {
        cx: x + d.r(-8, 8),
        cy: h * 0.66 + j * 8 + d.r(0, 6),
        r: d.r(2, 5),
      });
  }
  d.add(el('g', { fill: c.white, opacity: 0.7 }, bubbles));
  for (let i = 0; i < 12; i += 1)
    d.rect(w * (0.12 + i * 0.07) - 5, h * 0.635, 10, 6, { fill: c.steel, rx: 3 });
  steam(d, w * 0.3, h * 0.66, h * 0.2, 3, c.white, 0.35);
  steam(d, w * 0.7, h * 0.66, h * 0.2, 3, c.white, 0.35);
};

const poolBar: Scene = (d) => {
  const { w, h } = d;
  land(d, 'day', { horizon: 0.42, oaks: 4 });
  deck(d, h * 0.46, c.paving);
  rectPool(d, w * 0.04, h * 0.62, w * 0.92, h * 0.34, {
    water: c.poolTurquoise,
    deep: c.poolTurquoiseDeep,
  });
  // the bar: stone counter with a thatched parasol roof
  d.rect(w * 0.38, h * 0.38, w * 0.5, h * 0.04, { fill: c.stoneDeep });
  d.rect(w * 0.4, h * 0.42, w * 0.46, h * 0.2, { fill: c.stoneDark });
  for (let i = 0; i < 6; i += 1)
    d.rect(w * 0.42 + i * w * 0.075, h * 0.44, w * 0.06, h * 0.16, { fill: c.stone, rx: 4 });
  d.path(
    `M${n(w * 0.34)} ${n(h * 0.25)}L${n(w * 0.63)} ${n(h * 0.1)}L${n(w * 0.92)} ${n(h * 0.25)}Z`,
    { fill: c.wheat },
  );
  d.path(`M${n(w * 0.34)} ${n(h * 0.25)}L${n(w * 0.92)} ${n(h * 0.25)}`, {
    stroke: c.ochre,
    'stroke-width': 6,
  });
  for (const x of [0.4, 0.86]) d.rect(w * x, h * 0.25, 6, h * 0.13, { fill: c.woodDark });
  // green juices on the counter
  for (let i = 0; i < 4; i += 1) {
    const x = w * (0.45 + i * 0.1);
    d.path(`M${n(x)} ${n(h * 0.38)}l${n(-5)} ${n(-h * 0.07)}h${n(24)}l${n(-5)} ${n(h * 0.07)}Z`, {
      fill: i % 2 ? c.appleGreen : c.orange,
    });
    d.path(`M${n(x + 10)} ${n(h * 0.31)}l${n(6)} ${n(-h * 0.04)}`, {
      stroke: c.chalk,
      'stroke-width': 2,
    });
  }
  // stools standing in the water
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.43 + i * 0.1);
    d.rect(x - 3, h * 0.6, 6, h * 0.12, { fill: c.iron });
    d.ellipse(x, h * 0.6, w * 0.025, h * 0.012, { fill: c.woodLight });
  }
  d.ellipse(w * 0.6, h * 0.72, w * 0.3, h * 0.01, { fill: c.white, opacity: 0.4 });
  person(d, w * 0.2, h * 0.8, h * 0.18, c.skinTan);
};

const floatNight: Scene = (d) => {
  const { w, h } = d;
  land(d, 'night', { horizon: 0.55, starCount: 260, milkyWay: true, oaks: 5 });
  deck(d, h * 0.64, c.nightPaving);
  rectPool(d, w * 0.12, h * 0.7, w * 0.76, h * 0.22, {
    water: c.nightPool,
    deep: c.nightPoolDeep,
    coping: c.nightCoping,
  });
  let refl = '';
  for (let i = 0; i < 40; i += 1)
    refl += el('circle', {
      cx: d.r(w * 0.14, w * 0.86),
      cy: d.r(h * 0.71, h * 0.91),
      r: d.r(0.6, 1.4),
    });
  d.add(el('g', { fill: c.starlight, opacity: 0.6 }, refl));
  floater(d, w * 0.5, h * 0.8, h * 0.2);
};

const teaHouseScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.5, sunAt: [0.18, 0.25] });
  meadow(d, h * 0.64, c.oliveLight, c.olive);
  biopool(d, w * 0.32, h * 0.84, w * 0.26, h * 0.08, { jetty: false });
  teaHouse(d, w * 0.55, h * 0.76, h * 0.5);
  teaSet(d, w * 0.35, h * 0.98, h * 0.3);
  corkOak(d, w * 0.92, g(w * 0.92) + h * 0.2, h * 0.38);
};

const cinema: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.night });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      `<path d="M0 ${n(h * 0.8)}V${n(h * 0.3)}Q${n(w / 2)} ${n(-h * 0.3)} ${w} ${n(h * 0.3)}V${n(h * 0.8)}Z"/>`,
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      sky(d, 'night', 0.7);
      stars(d, 200, h * 0.6, true);
    });
  });
  let ribs = '';
  for (let i = 1; i < 8; i += 1) {
    const x = (w * i) / 8;
    ribs += `M${n(x)} ${n(h * 0.8)}Q${n(x + (w / 2 - x) * 0.3)} ${n(h * 0.1)} ${n(w / 2)} ${n(h * 0.05)}`;
  }
  d.path(ribs, { stroke: c.cinemaVault, 'stroke-width': 3, fill: 'none' });
  d.rect(w * 0.3, h * 0.32, w * 0.4, h * 0.22, { fill: c.cinemaScreen });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      el('rect', { x: w * 0.3, y: h * 0.32, width: w * 0.4, height: h * 0.22 }),
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(w * 0.3, h * 0.32, w * 0.4, h * 0.22, {
        fill: d.linear([
          [0, moods.golden.sky[0]],
          [1, moods.golden.sky[2]],
        ]),
      });
      hill(d, h * 0.48, h * 0.02, moods.golden.mid, { freq: 3, x0: w * 0.3, x1: w * 0.7 });
      sun(d, w * 0.55, h * 0.42, h * 0.02, moods.golden.sun);
    });
  });
  d.path(
    poly([
      [w * 0.3, h * 0.54],
      [w * 0.7, h * 0.54],
      [w * 0.95, h],
      [w * 0.05, h],
    ]),
    { fill: moods.golden.sky[0], opacity: 0.07 },
  );
  d.rect(0, h * 0.62, w, h * 0.38, { fill: moods.night.mid });
  cinemaSeats(d, h * 0.72, 3);
};

const touchlessScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.52, cloudCount: 2 });
  meadow(d, d.h * 0.66, c.sage, c.olive, [c.lavender, c.chalk]);
  touchlessHut(d, d.w * 0.33, d.h * 0.86, d.h * 0.62);
  oliveTree(d, d.w * 0.82, d.h * 0.88, d.h * 0.42);
  corkOak(d, d.w * 0.12, g(d.w * 0.12) + d.h * 0.1, d.h * 0.25);
};

// ---- racket club ----

const tennisScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.4, oaks: 6 });
  meadow(d, d.h * 0.44, c.oliveLight, c.olive);
  tennisCourt(d, d.w / 2, d.h * 0.5, d.h * 0.96, d.w * 0.3, d.w * 0.7);
  corkOak(d, d.w * 0.08, g(d.w * 0.08) + d.h * 0.2, d.h * 0.35);
  corkOak(d, d.w * 0.94, g(d.w * 0.94) + d.h * 0.25, d.h * 0.42);
};

const padelScene: Scene = (d) => {
  land(d, 'day', { horizon: 0.38, oaks: 6, cloudCount: 2 });
  meadow(d, d.h * 0.42, c.oliveLight, c.olive);
  padelCourt(d, d.w / 2, d.h * 0.5, d.h * 0.94, d.w * 0.34, d.w * 0.7);
};

const clubHouse: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.46, sunAt: [0.85, 0.22] });
  meadow(d, h * 0.62, c.oliveLight, c.olive);
  house(d, w * 0.1, h * 0.72, w * 0.46, h * 0.3, { band: c.ochre, windows: 3 });
  pergola(d, w * 0.56, h * 0.74, w * 0.32, h * 0.24);
  deck(d, h * 0.74, c.paving);
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.58 + i * 0.1);
    d.path(
      `M${n(x)} ${n(h * 0.86)}v${n(-h * 0.1)}h${n(w * 0.04)}v${n(h * 0.05)}M${n(x)} ${n(h * 0.81)}h${n(w * 0.05)}v${n(h * 0.05)}`,
      { stroke: c.woodDark, 'stroke-width': 4, fill: 'none' },
    );
  }
  d.ellipse(w * 0.72, h * 0.84, w * 0.04, h * 0.012, { fill: c.chalk });
  d.rect(w * 0.715, h * 0.84, 4, h * 0.04, { fill: c.woodDark });
  corkOak(d, w * 0.05, g(w * 0.05) + h * 0.24, h * 0.42);
  tennisCourt(d, w * 0.5, h * 0.9, h * 1.2, w * 0.8, w * 1.2);
};

const playersScene: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.42, sunAt: [0.5, 0.34], sunR: h * 0.08 });
  d.rect(0, h * 0.48, w, h * 0.52, { fill: c.court });
  d.path(
    `M0 ${n(h * 0.56)}H${w}M${n(w * 0.1)} ${h}L${n(w * 0.3)} ${n(h * 0.56)}M${n(w * 0.9)} ${h}L${n(w * 0.7)} ${n(h * 0.56)}`,
    { stroke: c.cream, 'stroke-width': 3 },
  );
  d.rect(0, h * 0.5, w, h * 0.03, { fill: c.charcoal, opacity: 0.5 });
  d.rect(0, h * 0.495, w, 4, { fill: c.cream });
  for (const [x, f] of [
    [0.35, 1],
    [0.68, -1],
  ] as const) {
    d.path(
      `M${n(w * x)} ${n(h * 0.9)}L${n(w * x + f * w * 0.25)} ${n(h * 0.98)}L${n(w * x + f * w * 0.26)} ${n(h * 0.95)}Z`,
      { fill: c.clayShadow, opacity: 0.5 },
    );
    player(d, w * x, h * 0.9, h * 0.42, c.playerSilhouette, false, f);
  }
  d.circle(w * 0.52, h * 0.42, h * 0.012, { fill: c.tennisBall });
  d.rect(0, 0, w, h, { fill: c.gold, opacity: 0.08 });
};

// ---- seasons ----

function blossomTree(d: Drawing, x: number, y: number, s: number, colors: readonly string[]): void {
  d.path(
    `M${n(x - s * 0.04)} ${n(y)}q${n(-s * 0.02)} ${n(-s * 0.3)} ${n(-s * 0.2)} ${n(-s * 0.55)}M${n(x)} ${n(y)}q${n(s * 0.04)} ${n(-s * 0.35)} ${n(s * 0.2)} ${n(-s * 0.55)}M${n(x)} ${n(y - s * 0.2)}v${n(-s * 0.45)}`,
    { stroke: c.umber, 'stroke-width': n(s * 0.045), fill: 'none', 'stroke-linecap': 'round' },
  );
  flowers(d, x - s * 0.42, y - s * 0.85, x + s * 0.42, y - s * 0.4, 130, colors, s * 0.028);
}

const seasonScenes: Record<string, Scene> = {
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
  'season-summer-4': (d) => {
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
  },
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

// ---- stays, dining and the rest ----

const suiteInterior: Scene = (d) => {
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

const villaScene: Scene = (d) => {
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

const podsScene =
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

const restaurantScene: Scene = (d) => {
  const { w, h } = d;
  vaultInterior(d);
  d.rect(0, h * 0.45, w, h * 0.55, { fill: c.chalk });
  d.rect(0, h * 0.72, w, h * 0.28, { fill: c.restaurantFloor });
  for (const x of [0.18, 0.82]) {
    d.path(
      `M${n(w * x - w * 0.06)} ${n(h * 0.6)}V${n(h * 0.32)}A${n(w * 0.06)} ${n(w * 0.06)} 0 0 1 ${n(w * x + w * 0.06)} ${n(h * 0.32)}V${n(h * 0.6)}Z`,
      { fill: moods.golden.sky[0] },
    );
    d.group({}, () => {
      const clip = d.def(
        'clipPath',
        `<path d="M${n(w * x - w * 0.06)} ${n(h * 0.6)}V${n(h * 0.32)}A${n(w * 0.06)} ${n(w * 0.06)} 0 0 1 ${n(w * x + w * 0.06)} ${n(h * 0.32)}V${n(h * 0.6)}Z"/>`,
      );
      d.group({ 'clip-path': `url(#${clip})` }, () =>
        hill(d, h * 0.52, h * 0.02, moods.golden.mid, {
          freq: 3,
          x0: w * x - w * 0.06,
          x1: w * x + w * 0.06,
        }),
      );
    });
  }
  d.rect(w * 0.4, h * 0.1, 3, h * 0.16, { fill: c.ink });
  d.rect(w * 0.6, h * 0.1, 3, h * 0.16, { fill: c.ink });
  for (const x of [0.4, 0.6]) {
    d.path(
      poly([
        [w * x - 26, h * 0.3],
        [w * x + 30, h * 0.3],
        [w * x + 16, h * 0.26],
        [w * x - 12, h * 0.26],
      ]),
      { fill: c.terracotta },
    );
    d.circle(w * x + 2, h * 0.32, 30, { fill: c.lantern, opacity: 0.25 });
  }
  longTable(d, w / 2, h * 0.8, w * 0.8, c.tablecloth);
};

const cafeScene: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.chalk });
  d.rect(w * 0.55, h * 0.08, w * 0.4, h * 0.44, { fill: c.cafeWindow });
  d.group({}, () => {
    const clip = d.def(
      'clipPath',
      el('rect', { x: w * 0.55, y: h * 0.08, width: w * 0.4, height: h * 0.44 }),
    );
    d.group({ 'clip-path': `url(#${clip})` }, () => {
      d.rect(w * 0.55, h * 0.08, w * 0.4, h * 0.44, {
        fill: d.linear([
          [0, moods.day.sky[0]],
          [1, moods.day.sky[2]],
        ]),
      });
      const near = hill(d, h * 0.42, h * 0.03, moods.day.mid, {
        freq: 3,
        x0: w * 0.55,
        x1: w * 0.95,
      });
      oliveTree(d, w * 0.7, near(w * 0.7) + 10, h * 0.2);
      d.rect(w * 0.55, h * 0.47, w * 0.4, h * 0.05, { fill: c.stone });
    });
  });
  d.rect(w * 0.55, h * 0.08, w * 0.4, h * 0.44, {
    fill: 'none',
    stroke: c.olive,
    'stroke-width': 8,
  });
  // shelf with jars
  d.rect(w * 0.05, h * 0.3, w * 0.4, h * 0.02, { fill: c.wood });
  for (let i = 0; i < 6; i += 1)
    d.rect(w * (0.07 + i * 0.063), h * 0.2, w * 0.04, h * 0.1, {
      fill: d.pick([c.ochre, c.oliveLight, c.terracottaLight, c.sand]),
      rx: 6,
    });
  // counter
  d.rect(0, h * 0.6, w, h * 0.4, { fill: c.woodLight });
  d.rect(0, h * 0.58, w, h * 0.04, { fill: c.stone });
  let boards = '';
  for (let x = 0; x < w; x += w / 16) boards += `M${n(x)} ${n(h * 0.62)}V${h}`;
  d.path(boards, { stroke: c.wood, 'stroke-width': 2 });
  const drinks = [c.appleGreen, c.orange, c.leafGreen, c.marigold];
  drinks.forEach((color, i) => {
    const x = w * (0.1 + i * 0.08);
    d.path(`M${n(x)} ${n(h * 0.58)}l${n(-8)} ${n(-h * 0.14)}h${n(40)}l${n(-8)} ${n(h * 0.14)}Z`, {
      fill: color,
    });
    d.path(`M${n(x - 8)} ${n(h * 0.44)}h${n(40)}`, {
      stroke: c.white,
      'stroke-width': 3,
      opacity: 0.6,
    });
    d.path(`M${n(x + 16)} ${n(h * 0.44)}l${n(8)} ${n(-h * 0.06)}`, {
      stroke: c.chalk,
      'stroke-width': 3,
    });
  });
  d.ellipse(w * 0.58, h * 0.56, w * 0.1, h * 0.03, { fill: c.sand });
  for (let i = 0; i < 7; i += 1)
    d.circle(w * 0.53 + i * w * 0.017, h * 0.53 - (i % 2) * 8, h * 0.025, {
      fill: d.pick([c.gold, c.pomegranate, c.appleGreen, c.sunflower]),
    });
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.75 + i * 0.07);
    d.ellipse(x, h * 0.55, w * 0.035, h * 0.03, { fill: c.bread });
    d.path(
      `M${n(x - w * 0.02)} ${n(h * 0.545)}l${n(w * 0.01)} ${n(-h * 0.01)}M${n(x)} ${n(h * 0.545)}l${n(w * 0.01)} ${n(-h * 0.01)}`,
      { stroke: c.breadScore, 'stroke-width': 2 },
    );
  }
};

const outdoorDinner: Scene = seasonScenes['season-summer-4']!;

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
const circuitScene =
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

const thermalSanctuary: Scene = (d) => {
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

const hammockScene: Scene = (d) => {
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

const studioScene: Scene = (d) => {
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

const risehall: Scene = (d) => {
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

const kidsScene: Scene = (d) => {
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

const vitalityScene: Scene = (d) => {
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

const meditationScene: Scene = (d) => {
  const { w, h } = d;
  land(d, 'dusk', { horizon: 0.55, sunAt: [0.5, 0.5], sunR: h * 0.07 });
  deck(d, h * 0.66, c.meditationDeck);
  for (let i = 0; i < 7; i += 1) {
    const a = (i / 7) * Math.PI * 2 + 0.3;
    const x = w * 0.5 + Math.cos(a) * w * 0.24;
    const y = h * 0.82 + Math.sin(a) * h * 0.09;
    d.ellipse(x, y, w * 0.045, h * 0.022, {
      fill: d.pick([c.terracotta, c.ochre, c.olive, c.clay]),
    });
    d.ellipse(x, y - h * 0.008, w * 0.04, h * 0.015, { fill: c.white, opacity: 0.15 });
  }
  d.circle(w * 0.5, h * 0.82, h * 0.025, { fill: c.lantern });
  d.circle(w * 0.5, h * 0.82, h * 0.07, { fill: c.lantern, opacity: 0.2 });
  for (const x of [0.04, 0.96]) {
    d.rect(w * x - 8, h * 0.1, 16, h * 0.58, { fill: c.woodDark });
  }
  d.rect(w * 0.02, h * 0.1, w * 0.96, 14, { fill: c.woodDark });
};

const movementScene: Scene = (d) => {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.court });
  let grain = '';
  for (let i = 0; i < 200; i += 1)
    grain += el('circle', { cx: d.r(0, w), cy: d.r(0, h), r: d.r(0.8, 2) });
  d.add(el('g', { fill: c.clayGrain, opacity: 0.5 }, grain));
  d.path(`M0 ${n(h * 0.3)}H${w}M${n(w * 0.7)} 0V${h}`, { stroke: c.cream, 'stroke-width': 10 });
  d.ellipse(w * 0.44, h * 0.66, w * 0.2, h * 0.05, { fill: c.clayShadowDeep, opacity: 0.3 });
  d.path(`M${n(w * 0.3)} ${n(h * 0.62)}L${n(w * 0.52)} ${n(h * 0.5)}`, {
    stroke: c.ink,
    'stroke-width': 18,
    'stroke-linecap': 'round',
  });
  d.ellipse(w * 0.58, h * 0.44, w * 0.1, h * 0.12, {
    fill: c.padelRacket,
    transform: `rotate(-28 ${n(w * 0.58)} ${n(h * 0.44)})`,
  });
  let holes = '';
  for (let i = 0; i < 14; i += 1)
    holes += el('circle', {
      cx: w * 0.58 + d.r(-w * 0.06, w * 0.06),
      cy: h * 0.44 + d.r(-h * 0.07, h * 0.07),
      r: 4,
    });
  d.add(el('g', { fill: c.padelRacketHoles }, holes));
  d.circle(w * 0.76, h * 0.72, h * 0.05, { fill: c.tennisBall });
  d.path(
    `M${n(w * 0.73)} ${n(h * 0.7)}q${n(w * 0.03)} ${n(h * 0.03)} ${n(w * 0.06)} ${n(-h * 0.01)}`,
    { stroke: c.cream, 'stroke-width': 3, fill: 'none' },
  );
  d.rect(0, 0, w, h, {
    fill: d.linear(
      [
        [0, moods.golden.sky[0], 0.25],
        [1, moods.golden.sky[0], 0],
      ],
      [0, 0],
      [1, 1],
    ),
  });
};

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

const racketHero: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.45, sunAt: [0.5, 0.3] });
  meadow(d, h * 0.5, c.oliveLight, c.olive);
  tennisCourt(d, w * 0.27, h * 0.56, h * 0.96, w * 0.18, w * 0.38);
  padelCourt(d, w * 0.73, h * 0.58, h * 0.94, w * 0.18, w * 0.36);
};

const dinnerHero: Scene = outdoorDinner;

/** The scene of every key. */
export const scenes: Record<string, Scene> = {
  'spa-hero-01': showSauna,
  'spa-hero-02': barrelScene,
  'spa-hero-03': hammamInterior,
  'spa-hero-04': mudRitual,
  'spa-hero-05': saltRoom,
  'spa-hero-06': coldPlunge,
  'spa-hero-07': biopoolScene,
  'spa-hero-08': onsenScene,
  'spa-hero-09': kneipp,
  'spa-hero-10': elementalShowers,
  'spa-hero-11': hydroPool,
  'spa-hero-12': poolBar,
  'spa-hero-13': floatNight,
  'spa-hero-14': teaHouseScene,
  'spa-hero-15': cinema,
  'spa-hero-16': touchlessScene,
  'racket-01': tennisScene,
  'racket-02': padelScene,
  'racket-03': clubHouse,
  'racket-04': playersScene,
  ...seasonScenes,
  'facility-event-sauna': showSauna,
  'facility-event-hammam': hammamInterior,
  'facility-infrared-sauna-1': (d) => {
    const { w, h } = d;
    d.rect(0, 0, w, h, { fill: c.wood });
    let planks = '';
    for (let x = 0; x < w; x += w / 14) planks += `M${n(x)} 0V${h}`;
    d.path(planks, { stroke: c.woodDark, 'stroke-width': 2, opacity: 0.6 });
    for (let i = 0; i < 3; i += 1) {
      d.rect(w * (0.15 + i * 0.26), h * 0.1, w * 0.18, h * 0.42, { fill: c.infraredPanel, rx: 8 });
      d.rect(w * (0.15 + i * 0.26), h * 0.1, w * 0.18, h * 0.42, {
        fill: c.infraredPanelLight,
        opacity: 0.45,
        rx: 8,
      });
    }
    d.rect(0, 0, w, h, {
      fill: d.radial(
        [
          [0, c.infraredGlow, 0.3],
          [1, c.infraredGlow, 0],
        ],
        0.5,
        0.35,
        0.7,
      ),
    });
    d.rect(0, h * 0.6, w, h * 0.08, { fill: c.woodLight });
    d.rect(0, h * 0.68, w, h * 0.32, { fill: c.wood });
    person(d, w * 0.4, h * 0.6, h * 0.3, c.skinPale, 'sit');
    d.rect(w * 0.75, h * 0.52, w * 0.08, h * 0.08, { fill: c.chalk, rx: 4 });
  },
  'facility-rural-sauna-pond': (d) => {
    const g = land(d, 'dawn', { horizon: 0.5 });
    meadow(d, d.h * 0.6, c.oliveLight, c.olive);
    biopool(d, d.w * 0.38, d.h * 0.82, d.w * 0.3, d.h * 0.1);
    saunaCabin(d, d.w * 0.62, d.h * 0.72, d.h * 0.3, true);
    corkOak(d, d.w * 0.1, g(d.w * 0.1) + d.h * 0.15, d.h * 0.3);
  },
  'facility-vitality-pool-bar': poolBar,
  'facility-walk-through-cold-plunge': (d) => {
    const { w, h } = d;
    land(d, 'day', { horizon: 0.42 });
    deck(d, h * 0.5, c.paving);
    d.path(
      poly([
        [w * 0.1, h * 0.62],
        [w * 0.9, h * 0.62],
        [w * 0.96, h * 0.9],
        [w * 0.04, h * 0.9],
      ]),
      { fill: c.stoneDark },
    );
    d.path(
      poly([
        [w * 0.13, h * 0.64],
        [w * 0.87, h * 0.64],
        [w * 0.92, h * 0.88],
        [w * 0.08, h * 0.88],
      ]),
      {
        fill: d.linear([
          [0, c.iceBlue],
          [1, c.ice],
        ]),
      },
    );
    ripples(d, w * 0.15, h * 0.66, w * 0.7, h * 0.2, 10);
    for (const x of [0.1, 0.84])
      for (let i = 0; i < 3; i += 1)
        d.rect(w * x + i * 10, h * (0.64 + i * 0.08), w * 0.06, h * 0.02, { fill: c.stone });
    d.path(`M${n(w * 0.1)} ${n(h * 0.5)}H${n(w * 0.9)}`, { stroke: c.steel, 'stroke-width': 5 });
    let posts = '';
    for (let i = 0; i <= 6; i += 1)
      posts += `M${n(w * (0.1 + i * 0.133))} ${n(h * 0.5)}V${n(h * 0.62)}`;
    d.path(posts, { stroke: c.steel, 'stroke-width': 4 });
    for (let i = 0; i < 7; i += 1) {
      const bx = w * d.r(0.2, 0.78);
      const by = h * d.r(0.68, 0.84);
      d.path(
        poly(
          [
            [0, 0],
            [22, -6],
            [28, 6],
            [6, 10],
          ].map(([x = 0, y = 0]) => [bx + x, by + y] as const),
        ),
        { fill: c.white, opacity: 0.9 },
      );
    }
  },
  'facility-nature-biolake-immersive': (d) => {
    land(d, 'day', { horizon: 0.45, cloudCount: 3 });
    meadow(d, d.h * 0.5, c.sage, c.olive);
    biopool(d, d.w * 0.5, d.h * 0.75, d.w * 0.46, d.h * 0.18, { jetty: false });
    d.rect(d.w * 0.55, d.h * 0.72, d.w * 0.16, d.h * 0.06, { fill: c.woodLight });
    d.rect(d.w * 0.55, d.h * 0.78, d.w * 0.16, d.h * 0.015, { fill: c.wood });
  },
  'facility-earth-onsen': onsenScene,
  'facility-sky-bathing-floatation': floatNight,
  'facility-touchless-treatment-hut': touchlessScene,
  'facility-tea-house': teaHouseScene,
  'facility-celestial-cinema': cinema,
  'facility-beehive-space': podsScene('golden', 4),
  'facility-hay-relaxation-space': (d) => {
    const { w, h } = d;
    d.rect(0, 0, w, h, { fill: c.barnShadow });
    for (let i = 0; i < 12; i += 1)
      d.rect((w / 12) * i + 4, 0, w / 12 - 10, h * 0.7, { fill: c.weatheredWood });
    for (let i = 0; i < 8; i += 1)
      d.path(
        poly([
          [w * (0.1 + i * 0.11), 0],
          [w * (0.14 + i * 0.11), 0],
          [w * (0.3 + i * 0.11), h],
          [w * (0.24 + i * 0.11), h],
        ]),
        { fill: moods.golden.sun, opacity: 0.12 },
      );
    d.rect(0, h * 0.7, w, h * 0.3, { fill: c.hay });
    for (const [x, y, r] of [
      [0.25, 0.78, 0.2],
      [0.62, 0.8, 0.22],
      [0.85, 0.74, 0.14],
    ] as const) {
      d.rect(w * x - h * r, h * y - h * r * 0.9, h * r * 2, h * r * 1.5, {
        fill: c.hayBale,
        rx: h * r * 0.5,
      });
      let straw = '';
      for (let k = 0; k < 30; k += 1)
        straw += `M${n(w * x + d.r(-h * r, h * r * 0.8))} ${n(h * y + d.r(-h * r * 0.8, h * r * 0.5))}l${n(d.r(6, 16))} ${n(d.r(-3, 3))}`;
      d.path(straw, { stroke: c.straw, 'stroke-width': 2 });
    }
    d.path(
      `M${n(w * 0.5)} ${n(h * 0.72)}q${n(w * 0.1)} ${n(-h * 0.05)} ${n(w * 0.22)} 0v${n(h * 0.1)}q${n(-w * 0.1)} ${n(h * 0.04)} ${n(-w * 0.22)} 0Z`,
      { fill: c.terracottaLight },
    );
    d.path(
      `M${n(w * 0.16)} ${n(h * 0.72)}q${n(w * 0.1)} ${n(-h * 0.04)} ${n(w * 0.18)} 0v${n(h * 0.08)}h${n(-w * 0.18)}Z`,
      { fill: c.sand },
    );
  },
  'signature-thermal-sanctuary': thermalSanctuary,
  'signature-earth-ritual': earthRitual,
  'stay-wellness-suites': suiteInterior,
  'stay-garden-villas': villaScene,
  'stay-beehive-pods': podsScene('night', 3),
  'sanctum-biosanctum': biosanctum,
  'sanctum-flow': circuitScene('golden'),
  'dining-restaurant': restaurantScene,
  'dining-cafe': cafeScene,
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
  'space-wellness-suites': suiteInterior,
  'space-garden-villas': villaScene,
  'space-beehive-pods': podsScene('golden', 3),
  'space-thermal-circuit': thermalSanctuary,
  'space-onsen-garden': (d) => {
    land(d, 'day', { horizon: 0.45 });
    meadow(d, d.h * 0.52, c.sage, c.olive);
    onsenTerraces(d, d.w * 0.2, d.h * 0.9, d.h * 0.5);
    grass(d, d.h * 0.95, 60, c.oliveDark, 30);
  },
  'space-biolake': biopoolScene,
  'space-tennis-courts': tennisScene,
  'space-padel-courts': padelScene,
  'space-restaurant': restaurantScene,
  'space-wellness-cafe': cafeScene,
  'space-tea-house': teaHouseScene,
  'space-celestial-cinema': cinema,
  'space-risehall': risehall,
  'space-creative-studio': studioScene,
  'space-kids-meadow': kidsScene,
  'journey-spa-circuit': circuitScene('dusk'),
  'journey-movement': movementScene,
  'journey-vitality': vitalityScene,
  'journey-rest': hammockScene,
  'journey-nature': (d) => {
    const { w, h } = d;
    land(d, 'golden', { horizon: 0.5, oaks: 10 });
    meadow(d, h * 0.62, moods.golden.mid, moods.golden.near);
    windingPath(d, w * 0.35, h + 10, w * 0.7, h * 0.62, w * 0.08, c.sandyPath);
    corkOak(d, w * 0.15, h * 0.9, h * 0.55);
    d.rect(w * 0.62, h * 0.78, w * 0.16, h * 0.025, { fill: c.woodLight });
    d.rect(w * 0.63, h * 0.805, w * 0.015, h * 0.05, { fill: c.woodDark });
    d.rect(w * 0.76, h * 0.805, w * 0.015, h * 0.05, { fill: c.woodDark });
  },
  'journey-retreats': meditationScene,
  'hero-home': heroSpa('golden'),
  'hero-spa': heroSpa('dusk'),
  'hero-sanctum': twoPaths,
  'hero-approach': loneOak,
  'hero-booking': gateScene,
  'hero-programs': circuitScene('golden'),
  'hero-dining': dinnerHero,
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

export { cypress, finish };
