/**
 * The resort's recognisable things, each drawn at a position and scale: saunas, pools, courts,
 * pods, tables. A subject draws only itself; the scene decides the light and the land around it.
 */
import { person, ripples, steam, stonePool } from './elements.ts';
import { palette as c } from './palette.ts';
import { el, n, poly, smooth } from './svg.ts';
import type { Drawing } from './svg.ts';

/** A barrel sauna on its side: staves, steel bands, a round glass end and a smoking chimney. */
export function barrelSauna(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  opts: { lit?: boolean; smoke?: boolean } = {},
): void {
  const w = s * 1.5;
  const r = s * 0.42;
  const cy = y - r - s * 0.08;
  d.ellipse(x + w * 0.45, y, w * 0.62, s * 0.07, { fill: c.ink, opacity: 0.2 });
  d.rect(x + s * 0.05, y - s * 0.1, s * 0.08, s * 0.1, { fill: c.woodDark });
  d.rect(x + w - s * 0.13, y - s * 0.1, s * 0.08, s * 0.1, { fill: c.woodDark });
  d.rect(x, cy - r, w, r * 2, {
    fill: d.linear([
      [0, c.woodLight],
      [0.5, c.wood],
      [1, c.woodDark],
    ]),
  });
  let staves = '';
  for (let i = 1; i < 8; i += 1) staves += `M${n(x)} ${n(cy - r + (r * 2 * i) / 8)}h${n(w)}`;
  d.path(staves, { stroke: c.woodDark, 'stroke-width': 1.5, opacity: 0.5 });
  for (const t of [0.18, 0.82]) d.rect(x + w * t, cy - r, s * 0.035, r * 2, { fill: c.iron });
  d.ellipse(x + w, cy, r * 0.28, r, { fill: c.woodDark });
  d.ellipse(x + w, cy, r * 0.22, r * 0.86, { fill: opts.lit ? c.lantern : c.barrelGlass });
  if (opts.lit)
    d.ellipse(x + w + r * 0.3, cy, r * 0.9, r * 1.3, { fill: c.lantern, opacity: 0.12 });
  d.ellipse(x, cy, r * 0.28, r, { fill: c.wood });
  d.rect(x + w * 0.3, cy - r - s * 0.3, s * 0.07, s * 0.32, { fill: c.iron });
  if (opts.smoke !== false)
    steam(d, x + w * 0.3 + s * 0.035, cy - r - s * 0.32, s * 0.8, 2, c.smoke, 0.55);
}

/** A timber sauna cabin with a pent roof, a glazed front and a warm glow. */
export function saunaCabin(d: Drawing, x: number, y: number, s: number, lit = true): void {
  const w = s * 1.4;
  const h = s * 0.8;
  d.ellipse(x + w / 2, y, w * 0.62, s * 0.06, { fill: c.ink, opacity: 0.2 });
  d.path(
    poly([
      [x, y],
      [x, y - h],
      [x + w, y - h * 1.25],
      [x + w, y],
    ]),
    { fill: c.wood },
  );
  let planks = '';
  for (let i = 1; i < 9; i += 1)
    planks += `M${n(x + (w * i) / 9)} ${n(y)}V${n(y - h - (h * 0.25 * i) / 9)}`;
  d.path(planks, { stroke: c.woodDark, 'stroke-width': 1.4, opacity: 0.45 });
  d.path(
    poly([
      [x - s * 0.08, y - h + s * 0.02],
      [x + w + s * 0.08, y - h * 1.25 - s * 0.02],
      [x + w + s * 0.08, y - h * 1.25 - s * 0.09],
      [x - s * 0.08, y - h - s * 0.05],
    ]),
    { fill: c.woodDark },
  );
  d.rect(x + w * 0.12, y - h * 0.78, w * 0.5, h * 0.55, {
    fill: lit ? c.lantern : c.cabinGlass,
    rx: 2,
  });
  if (lit)
    d.rect(x + w * 0.12, y - h * 0.78, w * 0.5, h * 0.55, { fill: c.amber, opacity: 0.35, rx: 2 });
  d.path(`M${n(x + w * 0.37)} ${n(y - h * 0.78)}V${n(y - h * 0.23)}`, {
    stroke: c.woodDark,
    'stroke-width': 3,
  });
  d.rect(x + w * 0.7, y - h * 0.85, w * 0.18, h * 0.85, { fill: c.woodDark });
  d.rect(x + w * 0.82, y - h * 0.45, w * 0.02, h * 0.1, { fill: c.gold });
  d.rect(x + w * 0.78, y - h * 1.55, s * 0.06, h * 0.35, { fill: c.iron });
  steam(d, x + w * 0.78 + s * 0.03, y - h * 1.56, s * 0.7, 2, c.smoke, 0.5);
}

/** The hammam from outside: a white cube under a dome with small star lights. */
export function hammamDome(d: Drawing, x: number, y: number, s: number): void {
  const w = s * 1.3;
  d.ellipse(x + w / 2, y, w * 0.62, s * 0.06, { fill: c.ink, opacity: 0.2 });
  d.rect(x, y - s * 0.6, w, s * 0.6, { fill: c.chalk });
  d.path(
    `M${n(x + w * 0.1)} ${n(y - s * 0.6)}A${n(w * 0.4)} ${n(w * 0.38)} 0 0 1 ${n(x + w * 0.9)} ${n(y - s * 0.6)}Z`,
    { fill: c.sand },
  );
  for (let i = 0; i < 5; i += 1)
    d.circle(
      x + w * (0.3 + i * 0.1),
      y - s * 0.6 - w * 0.18 - Math.sin((i / 4) * Math.PI) * w * 0.1,
      s * 0.02,
      { fill: c.stoneDark },
    );
  d.path(
    `M${n(x + w * 0.38)} ${n(y)}V${n(y - s * 0.3)}A${n(w * 0.12)} ${n(w * 0.12)} 0 0 1 ${n(x + w * 0.62)} ${n(y - s * 0.3)}V${n(y)}Z`,
    { fill: c.lantern },
  );
  d.rect(x, y - s * 0.08, w, s * 0.08, { fill: c.terracottaLight });
  steam(d, x + w * 0.5, y - s * 0.32, s * 0.5, 2, c.white, 0.5);
}

/** Round hot tub of wood with ice-blue water and floating ice. */
export function coldTub(d: Drawing, cx: number, y: number, s: number): void {
  const rx = s * 0.6;
  const h = s * 0.55;
  d.ellipse(cx, y, rx * 1.1, s * 0.08, { fill: c.ink, opacity: 0.2 });
  d.path(
    `M${n(cx - rx)} ${n(y - h)}V${n(y - s * 0.04)}A${n(rx)} ${n(s * 0.12)} 0 0 0 ${n(cx + rx)} ${n(y - s * 0.04)}V${n(y - h)}Z`,
    {
      fill: d.linear(
        [
          [0, c.woodLight],
          [1, c.wood],
        ],
        [0, 0],
        [1, 0],
      ),
    },
  );
  let staves = '';
  for (let i = 1; i < 10; i += 1)
    staves += `M${n(cx - rx + (rx * 2 * i) / 10)} ${n(y - h)}v${n(h - s * 0.02)}`;
  d.path(staves, { stroke: c.woodDark, 'stroke-width': 1.3, opacity: 0.4 });
  for (const t of [0.25, 0.75]) d.rect(cx - rx, y - h + h * t, rx * 2, s * 0.03, { fill: c.iron });
  d.ellipse(cx, y - h, rx, s * 0.16, { fill: c.woodDark });
  d.ellipse(cx, y - h + 2, rx * 0.92, s * 0.13, {
    fill: d.linear([
      [0, c.iceBlue],
      [1, c.ice],
    ]),
  });
  // Floating ice: small irregular shards, each placed once on the water.
  for (let i = 0; i < 7; i += 1) {
    const bx = cx + d.r(-rx * 0.7, rx * 0.55);
    const by = y - h + d.r(-s * 0.06, s * 0.03);
    const k = d.r(0.6, 1.1);
    d.path(
      poly(
        [
          [0, 0],
          [s * 0.07 * k, -s * 0.015 * k],
          [s * 0.09 * k, s * 0.02 * k],
          [s * 0.015 * k, s * 0.035 * k],
        ].map(([px = 0, py = 0]) => [bx + px, by + py] as const),
      ),
      { fill: c.white, opacity: 0.92 },
    );
  }
  mistBreath(d, cx, y - h - s * 0.05, s);
}

function mistBreath(d: Drawing, x: number, y: number, s: number): void {
  d.ellipse(x, y, s * 0.5, s * 0.08, { fill: c.white, opacity: 0.35 });
}

/** A natural swimming pond with reeds and a small wooden jetty. */
export function biopool(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opts: { jetty?: boolean; water?: string } = {},
): void {
  d.ellipse(cx, cy + ry * 0.1, rx * 1.06, ry * 1.15, { fill: c.oliveLight, opacity: 0.8 });
  d.ellipse(cx, cy, rx, ry, {
    fill: d.linear([
      [0, c.waterDeep],
      [1, opts.water ?? c.water],
    ]),
  });
  ripples(d, cx - rx * 0.8, cy - ry * 0.5, rx * 1.6, ry, 10);
  let reeds = '';
  for (let i = 0; i < 26; i += 1) {
    const a = d.r(Math.PI * 0.05, Math.PI * 0.95) + (d.rnd() < 0.5 ? 0 : Math.PI);
    const x = cx + Math.cos(a) * rx * d.r(0.95, 1.05);
    const y = cy + Math.sin(a) * ry * d.r(0.95, 1.05);
    const h = ry * d.r(0.25, 0.5);
    reeds += `M${n(x)} ${n(y)}q${n(d.r(-4, 4))} ${n(-h / 2)} ${n(d.r(-6, 6))} ${n(-h)}`;
  }
  d.path(reeds, {
    stroke: c.oliveDark,
    'stroke-width': 2.5,
    'stroke-linecap': 'round',
    fill: 'none',
  });
  if (opts.jetty !== false) {
    const jx = cx - rx * 0.15;
    d.path(
      poly([
        [jx, cy + ry * 1.05],
        [jx + rx * 0.25, cy + ry * 1.05],
        [jx + rx * 0.2, cy + ry * 0.1],
        [jx + rx * 0.06, cy + ry * 0.1],
      ]),
      { fill: c.woodLight },
    );
    let boards = '';
    for (let i = 1; i < 8; i += 1) {
      const t = i / 8;
      boards += `M${n(jx + rx * 0.06 * (1 - t))} ${n(cy + ry * (0.1 + 0.95 * t))}h${n(rx * (0.14 + 0.11 * t))}`;
    }
    d.path(boards, { stroke: c.wood, 'stroke-width': 1.5 });
  }
}

/** The Earth Onsen: stone-rimmed steaming pools stepping down the slope. */
export function onsenTerraces(d: Drawing, x: number, y: number, s: number, dusk = false): void {
  const glow = dusk ? c.lantern : undefined;
  stonePool(d, x + s * 0.2, y - s * 0.55, s * 0.45, s * 0.14, {
    steam: true,
    glow,
    water: c.onsenWater,
  });
  stonePool(d, x + s * 0.95, y - s * 0.32, s * 0.55, s * 0.16, {
    steam: true,
    glow,
    water: c.onsenWater,
  });
  stonePool(d, x + s * 0.4, y, s * 0.7, s * 0.2, { steam: true, glow, water: c.onsenWater });
}

/** A sunken pool seen from the side: rectangle with coping and water. */
export function rectPool(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { water?: string; deep?: string; coping?: string } = {},
): void {
  d.rect(x - 8, y - 8, w + 16, h + 16, { fill: opts.coping ?? c.stone, rx: 6 });
  d.rect(x, y, w, h, {
    fill: d.linear([
      [0, opts.deep ?? c.waterDeep],
      [1, opts.water ?? c.waterLight],
    ]),
    rx: 4,
  });
  ripples(d, x + 10, y + 6, w - 20, h - 12, Math.round(w / 40));
}

/** A clay tennis court in perspective: terracotta surface, white lines and a net. */
export function tennisCourt(
  d: Drawing,
  cx: number,
  top: number,
  bottom: number,
  wTop: number,
  wBottom: number,
  surface: string = c.court,
): void {
  const L = (t: number) => cx - (wTop + (wBottom - wTop) * t) / 2;
  const R = (t: number) => cx + (wTop + (wBottom - wTop) * t) / 2;
  const Y = (t: number) => top + (bottom - top) * t;
  const m = 0.08;
  d.path(
    poly([
      [L(0) - wTop * m, Y(0) - 10],
      [R(0) + wTop * m, Y(0) - 10],
      [R(1) + wBottom * m, Y(1) + 14],
      [L(1) - wBottom * m, Y(1) + 14],
    ]),
    { fill: surface },
  );
  const line = { stroke: c.cream, 'stroke-width': 3, fill: 'none' };
  d.path(
    poly([
      [L(0), Y(0)],
      [R(0), Y(0)],
      [R(1), Y(1)],
      [L(1), Y(1)],
    ]),
    line,
  );
  const inset = 0.125;
  const lx = (t: number) => L(t) + (R(t) - L(t)) * inset;
  const rx = (t: number) => R(t) - (R(t) - L(t)) * inset;
  d.path(
    `M${n(lx(0))} ${n(Y(0))}L${n(lx(1))} ${n(Y(1))}M${n(rx(0))} ${n(Y(0))}L${n(rx(1))} ${n(Y(1))}`,
    line,
  );
  const s1 = 0.27;
  const s2 = 0.73;
  d.path(
    `M${n(lx(s1))} ${n(Y(s1))}H${n(rx(s1))}M${n(lx(s2))} ${n(Y(s2))}H${n(rx(s2))}M${n(cx)} ${n(Y(s1))}V${n(Y(s2))}`,
    line,
  );
  const nt = 0.5;
  const netH = (bottom - top) * 0.09;
  d.path(
    poly([
      [L(nt) - 10, Y(nt)],
      [R(nt) + 10, Y(nt)],
      [R(nt) + 10, Y(nt) - netH],
      [L(nt) - 10, Y(nt) - netH],
    ]),
    { fill: c.charcoal, opacity: 0.55 },
  );
  let mesh = '';
  for (let x = L(nt); x < R(nt); x += 10) mesh += `M${n(x)} ${n(Y(nt))}v${n(-netH)}`;
  d.path(mesh, { stroke: c.cream, 'stroke-width': 0.6, opacity: 0.5 });
  d.rect(L(nt) - 10, Y(nt) - netH - 3, R(nt) - L(nt) + 20, 4, { fill: c.cream });
  for (const px of [L(nt) - 12, R(nt) + 8])
    d.rect(px, Y(nt) - netH - 6, 5, netH + 6, { fill: c.iron });
}

/** A padel court: blue surface, glass walls at the ends and sides, black mesh, a net. */
export function padelCourt(
  d: Drawing,
  cx: number,
  top: number,
  bottom: number,
  wTop: number,
  wBottom: number,
): void {
  const L = (t: number) => cx - (wTop + (wBottom - wTop) * t) / 2;
  const R = (t: number) => cx + (wTop + (wBottom - wTop) * t) / 2;
  const Y = (t: number) => top + (bottom - top) * t;
  const wallH = (t: number) => (bottom - top) * (0.22 + 0.18 * t);
  // far glass wall
  d.path(
    poly([
      [L(0), Y(0)],
      [R(0), Y(0)],
      [R(0), Y(0) - wallH(0)],
      [L(0), Y(0) - wallH(0)],
    ]),
    { fill: c.padelGlass, opacity: 0.45 },
  );
  d.path(
    poly([
      [L(0), Y(0)],
      [L(1), Y(1)],
      [R(1), Y(1)],
      [R(0), Y(0)],
    ]),
    { fill: c.padel },
  );
  const line = { stroke: c.cream, 'stroke-width': 3, fill: 'none' };
  d.path(
    poly([
      [L(0), Y(0)],
      [R(0), Y(0)],
      [R(1), Y(1)],
      [L(1), Y(1)],
    ]),
    line,
  );
  const sv = [0.2, 0.8];
  d.path(
    `M${n(L(sv[0]!))} ${n(Y(sv[0]!))}H${n(R(sv[0]!))}M${n(L(sv[1]!))} ${n(Y(sv[1]!))}H${n(R(sv[1]!))}M${n(cx)} ${n(Y(0.2))}V${n(Y(0.8))}`,
    line,
  );
  // net
  const netH = (bottom - top) * 0.08;
  d.rect(L(0.5), Y(0.5) - netH, R(0.5) - L(0.5), netH, { fill: c.netMesh, opacity: 0.55 });
  d.rect(L(0.5), Y(0.5) - netH - 3, R(0.5) - L(0.5), 4, { fill: c.cream });
  // side walls: glass near the ends, mesh in the middle, posts
  for (const side of [L, R]) {
    const segs = [0, 0.18, 0.36, 0.64, 0.82, 1];
    for (let i = 0; i < segs.length - 1; i += 1) {
      const a = segs[i]!;
      const b = segs[i + 1]!;
      const glass = a < 0.3 || a > 0.7;
      const hA = glass ? wallH(a) : wallH(a) * 0.95;
      const hB = glass ? wallH(b) : wallH(b) * 0.95;
      d.path(
        poly([
          [side(a), Y(a)],
          [side(b), Y(b)],
          [side(b), Y(b) - hB],
          [side(a), Y(a) - hA],
        ]),
        glass
          ? {
              fill: c.padelGlass,
              opacity: 0.35,
              stroke: c.white,
              'stroke-width': 1,
              'stroke-opacity': 0.6,
            }
          : { fill: c.netMesh, opacity: 0.18 },
      );
    }
    let posts = '';
    for (const t of segs) posts += `M${n(side(t))} ${n(Y(t))}v${n(-wallH(t) - 4)}`;
    d.path(posts, { stroke: c.padelFrame, 'stroke-width': 4 });
    d.path(`M${n(side(0))} ${n(Y(0) - wallH(0) - 4)}L${n(side(1))} ${n(Y(1) - wallH(1) - 4)}`, {
      stroke: c.padelFrame,
      'stroke-width': 3,
    });
  }
  // near glass wall (just the frame and a sheen)
  d.path(
    poly([
      [L(1), Y(1)],
      [R(1), Y(1)],
      [R(1), Y(1) - wallH(1)],
      [L(1), Y(1) - wallH(1)],
    ]),
    { fill: c.padelGlassEdge, opacity: 0.16, stroke: c.padelFrame, 'stroke-width': 4 },
  );
  d.path(
    `M${n(L(1) + 40)} ${n(Y(1) - 10)}l${n(60)} ${n(-wallH(1) + 20)}M${n(L(1) + 80)} ${n(Y(1) - 10)}l${n(30)} ${n(-wallH(1) * 0.5)}`,
    { stroke: c.white, 'stroke-width': 6, opacity: 0.35, 'stroke-linecap': 'round' },
  );
  d.path(`M${n(L(0))} ${n(Y(0) - wallH(0))}H${n(R(0))}`, {
    stroke: c.padelFrame,
    'stroke-width': 3,
  });
}

/** A racket player: figure plus racket; `paddle` draws the solid padel bat. */
export function player(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  color: string,
  paddle = false,
  facing: 1 | -1 = 1,
): void {
  d.ellipse(x + facing * s * 0.5, y, s * 0.55, s * 0.05, { fill: c.ink, opacity: 0.22 });
  d.circle(x, y - s * 0.92, s * 0.1, { fill: color });
  d.path(
    `M${n(x - s * 0.12)} ${n(y - s * 0.45)}Q${n(x - s * 0.13)} ${n(y - s * 0.8)} ${n(x)} ${n(y - s * 0.8)}Q${n(x + s * 0.13)} ${n(y - s * 0.8)} ${n(x + s * 0.12)} ${n(y - s * 0.45)}Z`,
    { fill: color },
  );
  d.path(
    `M${n(x - s * 0.08)} ${n(y - s * 0.46)}L${n(x - s * 0.16)} ${n(y)}M${n(x + s * 0.08)} ${n(y - s * 0.46)}L${n(x + s * 0.2)} ${n(y - s * 0.02)}`,
    { stroke: color, 'stroke-width': n(s * 0.08), 'stroke-linecap': 'round' },
  );
  const hx = x + facing * s * 0.38;
  const hy = y - s * 0.78;
  d.path(
    `M${n(x + facing * s * 0.1)} ${n(y - s * 0.72)}L${n(hx)} ${n(hy)}M${n(x - facing * s * 0.1)} ${n(y - s * 0.72)}L${n(x - facing * s * 0.3)} ${n(y - s * 0.55)}`,
    { stroke: color, 'stroke-width': n(s * 0.06), 'stroke-linecap': 'round' },
  );
  d.path(`M${n(hx)} ${n(hy)}l${n(facing * s * 0.08)} ${n(-s * 0.12)}`, {
    stroke: c.ink,
    'stroke-width': n(s * 0.03),
  });
  if (paddle) d.ellipse(hx + facing * s * 0.13, hy - s * 0.2, s * 0.09, s * 0.11, { fill: c.ink });
  else
    d.ellipse(hx + facing * s * 0.14, hy - s * 0.23, s * 0.09, s * 0.13, {
      fill: 'none',
      stroke: c.ink,
      'stroke-width': n(s * 0.025),
    });
}

/** A hexagonal, domed beehive pod with a round door. */
export function beehivePod(d: Drawing, cx: number, y: number, s: number, lit = false): void {
  const w = s;
  const h = s * 0.45;
  d.ellipse(cx, y, w * 0.62, s * 0.06, { fill: c.ink, opacity: 0.2 });
  const wall = [
    [cx - w / 2, y],
    [cx - w / 2, y - h],
    [cx - w / 4, y - h - s * 0.04],
    [cx + w / 4, y - h - s * 0.04],
    [cx + w / 2, y - h],
    [cx + w / 2, y],
  ] as const;
  d.path(poly(wall), { fill: c.woodLight });
  d.path(
    `M${n(cx - w / 4)} ${n(y)}V${n(y - h - s * 0.04)}M${n(cx + w / 4)} ${n(y)}V${n(y - h - s * 0.04)}`,
    { stroke: c.wood, 'stroke-width': 2 },
  );
  // the dome, stepped in rings like a skep hive
  for (let i = 0; i < 4; i += 1) {
    const t = i / 4;
    const rw = (w / 2) * (1.04 - t * 0.3);
    const top = y - h - s * 0.04 - t * s * 0.32;
    d.path(`M${n(cx - rw)} ${n(top)}A${n(rw)} ${n(s * 0.16)} 0 0 1 ${n(cx + rw)} ${n(top)}Z`, {
      fill: i % 2 ? c.ochre : c.gold,
    });
  }
  d.path(
    `M${n(cx - w * 0.33)} ${n(y - h - s * 0.04)}A${n(w * 0.33)} ${n(s * 0.55)} 0 0 1 ${n(cx + w * 0.33)} ${n(y - h - s * 0.04)}`,
    { fill: 'none', stroke: c.amber, 'stroke-width': 2, opacity: 0.6 },
  );
  d.circle(cx, y - h * 0.5, h * 0.38, { fill: c.woodDark });
  d.circle(cx, y - h * 0.5, h * 0.3, { fill: lit ? c.lantern : c.podDoor });
  d.circle(cx, y - h * 0.5, h * 0.3, { fill: 'none', stroke: c.gold, 'stroke-width': 2 });
  d.path(
    `M${n(cx)} ${n(y - h * 0.8)}V${n(y - h * 0.2)}M${n(cx - h * 0.3)} ${n(y - h * 0.5)}H${n(cx + h * 0.3)}`,
    { stroke: c.woodDark, 'stroke-width': 2 },
  );
}

/** The pink Himalayan salt wall: rows of bricks in pink tones, lit from behind. */
export function saltWall(d: Drawing, x: number, y: number, w: number, h: number): void {
  d.rect(x, y, w, h, { fill: c.saltDeep });
  const rows = Math.round(h / 34);
  const bh = h / rows;
  let bricks = '';
  const tones = [c.salt, c.saltLight, c.saltBrick, c.saltBrickDeep, c.saltBrickPeach];
  const groups = new Map<string, string>();
  for (let r = 0; r < rows; r += 1) {
    const bw = bh * 1.8;
    for (let bx = x - (r % 2) * bw * 0.5; bx < x + w; bx += bw) {
      const tone = d.pick(tones);
      groups.set(
        tone,
        (groups.get(tone) ?? '') +
          el('rect', {
            x: Math.max(x, bx + 2),
            y: y + r * bh + 2,
            width: Math.min(bw - 4, x + w - Math.max(x, bx + 2)),
            height: bh - 4,
            rx: 3,
          }),
      );
    }
  }
  for (const [tone, rects] of groups) bricks += el('g', { fill: tone }, rects);
  d.add(bricks);
  d.rect(x, y, w, h, {
    fill: d.radial(
      [
        [0, c.saltGlow, 0.45],
        [1, c.saltGlow, 0],
      ],
      0.5,
      0.45,
      0.6,
    ),
  });
}

/** A lounger seen from the side. */
export function lounger(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  fabric: string = c.chalk,
): void {
  d.path(`M${n(x)} ${n(y)}v${n(-s * 0.15)}M${n(x + s * 0.9)} ${n(y)}v${n(-s * 0.15)}`, {
    stroke: c.woodDark,
    'stroke-width': n(s * 0.04),
  });
  d.path(
    poly([
      [x - s * 0.05, y - s * 0.15],
      [x + s * 0.65, y - s * 0.15],
      [x + s * 1.0, y - s * 0.45],
      [x + s * 1.06, y - s * 0.4],
      [x + s * 0.72, y - s * 0.08],
      [x - s * 0.05, y - s * 0.08],
    ]),
    { fill: fabric },
  );
}

/** The tea house: a small timber pavilion on stilts with a wide roof and lanterns. */
export function teaHouse(d: Drawing, x: number, y: number, s: number, lit = true): void {
  const w = s * 1.3;
  d.ellipse(x + w / 2, y, w * 0.7, s * 0.06, { fill: c.ink, opacity: 0.2 });
  d.rect(x + w * 0.05, y - s * 0.1, w * 0.9, s * 0.05, { fill: c.woodDark });
  for (const t of [0.08, 0.92])
    d.rect(x + w * t - 3, y - s * 0.1, 6, s * 0.1, { fill: c.woodDark });
  d.rect(x + w * 0.1, y - s * 0.62, w * 0.8, s * 0.52, { fill: lit ? c.teaHouseGlow : c.sand });
  let lattice = '';
  for (let i = 1; i < 6; i += 1)
    lattice += `M${n(x + w * 0.1 + (w * 0.8 * i) / 6)} ${n(y - s * 0.62)}v${n(s * 0.52)}`;
  for (let i = 1; i < 4; i += 1)
    lattice += `M${n(x + w * 0.1)} ${n(y - s * 0.62 + (s * 0.52 * i) / 4)}h${n(w * 0.8)}`;
  d.path(lattice, { stroke: c.wood, 'stroke-width': 2 });
  d.path(
    `M${n(x - w * 0.12)} ${n(y - s * 0.6)}Q${n(x + w * 0.1)} ${n(y - s * 0.66)} ${n(x + w * 0.25)} ${n(y - s * 0.9)}H${n(x + w * 0.75)}Q${n(x + w * 0.9)} ${n(y - s * 0.66)} ${n(x + w * 1.12)} ${n(y - s * 0.6)}Z`,
    { fill: c.woodDark },
  );
  d.path(
    `M${n(x + w * 0.3)} ${n(y - s * 0.9)}Q${n(x + w * 0.5)} ${n(y - s * 1.0)} ${n(x + w * 0.7)} ${n(y - s * 0.9)}Z`,
    { fill: c.oliveDeep },
  );
  for (const t of [0.02, 0.98]) {
    const lx = x + w * t;
    d.path(`M${n(lx)} ${n(y - s * 0.6)}v${n(s * 0.08)}`, { stroke: c.ink, 'stroke-width': 1.5 });
    d.ellipse(lx, y - s * 0.47, s * 0.05, s * 0.07, { fill: c.lantern });
    d.circle(lx, y - s * 0.47, s * 0.16, { fill: c.lantern, opacity: 0.18 });
  }
}

/** A low table with a teapot and two cups. */
export function teaSet(d: Drawing, x: number, y: number, s: number): void {
  d.rect(x - s * 0.6, y - s * 0.18, s * 1.2, s * 0.06, { fill: c.woodDark });
  d.rect(x - s * 0.5, y - s * 0.12, s * 0.05, s * 0.12, { fill: c.woodDark });
  d.rect(x + s * 0.45, y - s * 0.12, s * 0.05, s * 0.12, { fill: c.woodDark });
  d.ellipse(x - s * 0.1, y - s * 0.3, s * 0.17, s * 0.13, { fill: c.terracotta });
  d.path(
    `M${n(x + s * 0.06)} ${n(y - s * 0.32)}q${n(s * 0.12)} ${n(-s * 0.02)} ${n(s * 0.14)} ${n(-s * 0.1)}`,
    { stroke: c.terracotta, 'stroke-width': n(s * 0.04), fill: 'none', 'stroke-linecap': 'round' },
  );
  d.rect(x - s * 0.14, y - s * 0.46, s * 0.08, s * 0.04, { fill: c.terracotta, rx: 2 });
  for (const cx of [x + s * 0.3, x - s * 0.42])
    d.path(
      `M${n(cx - s * 0.06)} ${n(y - s * 0.27)}h${n(s * 0.12)}l${n(-s * 0.02)} ${n(s * 0.09)}h${n(-s * 0.08)}Z`,
      { fill: c.chalk },
    );
  steam(d, x + s * 0.3, y - s * 0.3, s * 0.3, 2, c.white, 0.6);
}

/** A tall outdoor shower column: a post, an arm, a head and its water. */
export function showerColumn(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  kind: 'rain' | 'mist' | 'cascade' | 'storm',
  water: string = c.iceBlue,
): void {
  d.rect(x - s * 0.03, y - s, s * 0.06, s, { fill: c.iron });
  d.rect(x - s * 0.03, y - s, s * 0.28, s * 0.05, { fill: c.iron });
  const hx = x + s * 0.22;
  const hy = y - s * 0.93;
  d.ellipse(hx, hy, s * 0.12, s * 0.03, { fill: c.charcoal });
  if (kind === 'cascade') {
    d.path(
      `M${n(hx - s * 0.1)} ${n(hy)}h${n(s * 0.2)}l${n(s * 0.04)} ${n(s * 0.9)}h${n(-s * 0.28)}Z`,
      { fill: water, opacity: 0.55 },
    );
  } else if (kind === 'mist') {
    for (let i = 0; i < 4; i += 1)
      d.ellipse(hx, hy + s * (0.2 + i * 0.18), s * (0.12 + i * 0.05), s * 0.1, {
        fill: c.white,
        opacity: 0.45,
      });
  } else {
    let p = '';
    const count = kind === 'storm' ? 26 : 16;
    for (let i = 0; i < count; i += 1) {
      const ox = d.r(-s * 0.1, s * 0.1);
      const l = d.r(s * 0.06, s * 0.14);
      const yy = hy + d.r(s * 0.04, s * 0.8);
      const slant = kind === 'storm' ? -l * 0.4 : 0;
      p += `M${n(hx + ox * (1 + (yy - hy) / s))} ${n(yy)}l${n(slant)} ${n(l)}`;
    }
    d.path(p, {
      stroke: water,
      'stroke-width': kind === 'storm' ? 2.6 : 2,
      'stroke-linecap': 'round',
    });
  }
  d.ellipse(hx, y, s * 0.2, s * 0.03, { fill: water, opacity: 0.5 });
}

/** A white treatment hut with a round window showing arcs of water jets over a bed. */
export function touchlessHut(d: Drawing, x: number, y: number, s: number): void {
  const w = s * 1.2;
  d.ellipse(x + w / 2, y, w * 0.65, s * 0.06, { fill: c.ink, opacity: 0.2 });
  d.path(
    `M${n(x)} ${n(y)}V${n(y - s * 0.6)}Q${n(x + w / 2)} ${n(y - s * 0.95)} ${n(x + w)} ${n(y - s * 0.6)}V${n(y)}Z`,
    { fill: c.chalk },
  );
  d.path(
    `M${n(x - s * 0.05)} ${n(y - s * 0.6)}Q${n(x + w / 2)} ${n(y - s * 1.0)} ${n(x + w + s * 0.05)} ${n(y - s * 0.6)}`,
    { stroke: c.stoneDark, 'stroke-width': n(s * 0.04), fill: 'none' },
  );
  const wx = x + w * 0.5;
  const wy = y - s * 0.45;
  const r = s * 0.26;
  d.circle(wx, wy, r + s * 0.03, { fill: c.stone });
  d.circle(wx, wy, r, { fill: c.porthole });
  d.rect(wx - r * 0.75, wy + r * 0.3, r * 1.5, r * 0.18, { fill: c.sand, rx: 3 });
  let arcs = '';
  for (let i = 0; i < 5; i += 1) {
    const ax = wx - r * 0.6 + i * r * 0.3;
    arcs += `M${n(ax)} ${n(wy - r * 0.55)}Q${n(ax + r * 0.1)} ${n(wy)} ${n(ax + r * 0.15)} ${n(wy + r * 0.3)}`;
  }
  d.path(arcs, { stroke: c.iceBlue, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  d.rect(x + w * 0.08, y - s * 0.06, w * 0.84, s * 0.06, { fill: c.terracottaLight });
}

/** A long table set for a meal, in perspective, with bread, olives, bottles and plates. */
export function longTable(
  d: Drawing,
  cx: number,
  y: number,
  w: number,
  cloth: string = c.chalk,
): void {
  const h = w * 0.14;
  d.path(
    poly([
      [cx - w * 0.38, y - h],
      [cx + w * 0.38, y - h],
      [cx + w / 2, y],
      [cx - w / 2, y],
    ]),
    { fill: cloth },
  );
  d.rect(cx - w / 2, y, w, w * 0.025, { fill: c.stone });
  for (const t of [-0.46, 0.46]) d.rect(cx + w * t - 3, y, 6, w * 0.12, { fill: c.woodDark });
  for (let i = 0; i < 6; i += 1) {
    const t = (i + 0.5) / 6;
    d.ellipse(cx - w * 0.44 + w * 0.88 * t, y - h * 0.2, w * 0.03, h * 0.1, {
      fill: c.sand,
      stroke: c.stoneDark,
      'stroke-width': 1,
    });
    d.ellipse(cx - w * 0.34 + w * 0.68 * t, y - h * 0.85, w * 0.022, h * 0.07, {
      fill: c.sand,
      stroke: c.stoneDark,
      'stroke-width': 1,
    });
  }
  d.ellipse(cx - w * 0.15, y - h * 0.55, w * 0.06, h * 0.16, { fill: c.amber });
  d.ellipse(cx + w * 0.12, y - h * 0.5, w * 0.05, h * 0.12, { fill: c.oliveDark });
  for (let i = 0; i < 7; i += 1)
    d.circle(
      cx + w * 0.1 + d.r(-w * 0.03, w * 0.03),
      y - h * 0.52 + d.r(-h * 0.06, h * 0.04),
      w * 0.006,
      { fill: c.olive },
    );
  for (const bx of [cx - w * 0.02, cx + w * 0.26]) {
    d.rect(bx - w * 0.008, y - h * 1.35, w * 0.016, h * 0.9, { fill: c.vine, rx: 3 });
    d.rect(bx - w * 0.004, y - h * 1.55, w * 0.008, h * 0.25, { fill: c.vine });
  }
  d.path(`M${n(cx - w * 0.3)} ${n(y - h * 0.6)}q${n(w * 0.03)} ${n(-h * 0.3)} ${n(w * 0.06)} 0`, {
    fill: c.gold,
  });
}

/** A string of warm bulbs. */
export function lights(
  d: Drawing,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  count = 12,
): void {
  d.path(`M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`, {
    stroke: c.ink,
    'stroke-width': 1.2,
    fill: 'none',
    opacity: 0.6,
  });
  let dots = '';
  let glow = '';
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    dots += el('circle', { cx: x, cy: y + 4, r: 3.5 });
    glow += el('circle', { cx: x, cy: y + 4, r: 14 });
  }
  d.add(el('g', { fill: c.lantern, opacity: 0.2 }, glow), el('g', { fill: c.lantern }, dots));
}

/** A winding path from the bottom of the picture to a point on the land. */
export function windingPath(
  d: Drawing,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  w0: number,
  color: string = c.sand,
): void {
  const mid: [number, number] = [(x0 + x1) / 2 + d.r(-0.15, 0.15) * d.w, (y0 + y1) / 2];
  const left = smooth([
    [x0 - w0, y0],
    [mid[0] - w0 * 0.45, mid[1]],
    [x1 - 2, y1],
  ]);
  const right = smooth([
    [x1 + 2, y1],
    [mid[0] + w0 * 0.45, mid[1]],
    [x0 + w0, y0],
  ]);
  d.path(`${left}L${right.slice(1)}Z`, { fill: color });
}

/** A vine-covered pergola with chairs. */
export function pergola(d: Drawing, x: number, y: number, w: number, h: number): void {
  for (const t of [0, 0.33, 0.66, 1]) d.rect(x + w * t - 4, y - h, 8, h, { fill: c.woodDark });
  d.rect(x - 10, y - h - 8, w + 20, 10, { fill: c.wood });
  let leaves = '';
  for (let i = 0; i < 26; i += 1)
    leaves += el('ellipse', {
      cx: x + d.r(-10, w + 10),
      cy: y - h - d.r(-6, 18),
      rx: d.r(12, 24),
      ry: d.r(8, 12),
    });
  d.add(el('g', { fill: c.olive }, leaves));
}

/** A vaulted whitewashed ceiling seen from inside (for the restaurant and spa interiors). */
export function vaultInterior(d: Drawing, wall: string = c.chalk, shade: string = c.sand): void {
  d.rect(0, 0, d.w, d.h, { fill: wall });
  const spans = 3;
  for (let i = 0; i < spans; i += 1) {
    const x = (d.w / spans) * i;
    d.path(
      `M${n(x)} ${n(d.h * 0.45)}Q${n(x + d.w / spans / 2)} ${n(-d.h * 0.1)} ${n(x + d.w / spans)} ${n(d.h * 0.45)}V0H${n(x)}Z`,
      { fill: shade },
    );
  }
}

/** A round cinema dome open to the sky, with a screen and reclining seats. */
export function cinemaSeats(d: Drawing, y: number, rows: number): void {
  for (let r = 0; r < rows; r += 1) {
    const yy = y + r * d.h * 0.08;
    const count = 4 + r;
    const span = d.w * (0.45 + r * 0.12);
    for (let i = 0; i < count; i += 1) {
      const x = d.w / 2 - span / 2 + (span * (i + 0.5)) / count;
      const s = d.h * (0.07 + r * 0.02);
      d.path(
        `M${n(x - s * 0.5)} ${n(yy)}q${n(-s * 0.1)} ${n(-s * 0.9)} ${n(s * 0.25)} ${n(-s)}h${n(s * 0.5)}q${n(s * 0.35)} ${n(s * 0.1)} ${n(s * 0.25)} ${n(s)}Z`,
        { fill: c.terracotta },
      );
      d.path(`M${n(x - s * 0.5)} ${n(yy)}h${n(s)}v${n(-s * 0.25)}h${n(-s)}Z`, { fill: c.clay });
    }
  }
}

/** A figure floating on their back, arms open. */
export function floater(
  d: Drawing,
  cx: number,
  cy: number,
  s: number,
  color: string = c.skinLight,
): void {
  d.ellipse(cx, cy, s * 0.5, s * 0.07, { fill: color });
  d.circle(cx - s * 0.55, cy - s * 0.02, s * 0.09, { fill: color });
  d.path(
    `M${n(cx - s * 0.3)} ${n(cy)}l${n(-s * 0.1)} ${n(-s * 0.22)}M${n(cx - s * 0.3)} ${n(cy)}l${n(-s * 0.1)} ${n(s * 0.22)}`,
    { stroke: color, 'stroke-width': n(s * 0.06), 'stroke-linecap': 'round' },
  );
  d.ellipse(cx, cy + s * 0.05, s * 0.9, s * 0.12, {
    fill: 'none',
    stroke: c.white,
    'stroke-width': 1.5,
    opacity: 0.35,
  });
}

export { person };
