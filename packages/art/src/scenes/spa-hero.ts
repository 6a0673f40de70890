/**
 * The spa's stations, one for each spa hero picture: saunas, the hammam, the mud and salt rooms,
 * plunges and pools, the float at night, the tea house, the cinema and the touchless hut. The
 * facilities and spaces that are these stations show the same pictures.
 */
import {
  corkOak,
  flowers,
  hill,
  mist,
  oliveTree,
  person,
  ripples,
  sky,
  stars,
  steam,
  sun,
} from '../elements.ts';
import {
  barrelSauna,
  biopool,
  cinemaSeats,
  coldTub,
  floater,
  lounger,
  onsenTerraces,
  rectPool,
  saltWall,
  showerColumn,
  teaHouse,
  teaSet,
  touchlessHut,
} from '../subjects.ts';
import { el, n, poly } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Drawing } from '../svg.ts';
import { deck, land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

export const showSauna: Scene = (d) => {
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

export const hammamInterior: Scene = (d) => {
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

export const biopoolScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.52, cloudCount: 3 });
  meadow(d, d.h * 0.6, c.sage, c.olive);
  biopool(d, d.w * 0.5, d.h * 0.76, d.w * 0.38, d.h * 0.14);
  corkOak(d, d.w * 0.9, g(d.w * 0.9) + d.h * 0.2, d.h * 0.4);
  flowers(d, 0, d.h * 0.92, d.w, d.h, 40, [c.chalk, c.gold]);
};

export const onsenScene: Scene = (d) => {
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

export const poolBar: Scene = (d) => {
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

export const floatNight: Scene = (d) => {
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

export const teaHouseScene: Scene = (d) => {
  const { w, h } = d;
  const g = land(d, 'golden', { horizon: 0.5, sunAt: [0.18, 0.25] });
  meadow(d, h * 0.64, c.oliveLight, c.olive);
  biopool(d, w * 0.32, h * 0.84, w * 0.26, h * 0.08, { jetty: false });
  teaHouse(d, w * 0.55, h * 0.76, h * 0.5);
  teaSet(d, w * 0.35, h * 0.98, h * 0.3);
  corkOak(d, w * 0.92, g(w * 0.92) + h * 0.2, h * 0.38);
};

export const cinema: Scene = (d) => {
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

export const touchlessScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.52, cloudCount: 2 });
  meadow(d, d.h * 0.66, c.sage, c.olive, [c.lavender, c.chalk]);
  touchlessHut(d, d.w * 0.33, d.h * 0.86, d.h * 0.62);
  oliveTree(d, d.w * 0.82, d.h * 0.88, d.h * 0.42);
  corkOak(d, d.w * 0.12, g(d.w * 0.12) + d.h * 0.1, d.h * 0.25);
};

/** The scene of every spa-hero key. */
export const spaHeroScenes: Record<string, Scene> = {
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
};
