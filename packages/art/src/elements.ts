/**
 * The landscape vocabulary shared by every artwork: sky, sun and stars, layered Alentejo hills,
 * cork oaks and olives, whitewashed houses, water, stone and steam.
 */
import { palette as c, moods } from './palette.ts';
import type { Mood } from './palette.ts';
import { el, n, poly, smooth } from './svg.ts';
import type { Drawing, Point } from './svg.ts';

export function sky(d: Drawing, mood: Mood, horizon = 0.7): void {
  const [top, middle, bottom] = moods[mood].sky;
  d.rect(0, 0, d.w, d.h, {
    fill: d.linear([
      [0, top],
      [horizon * 0.7, middle],
      [horizon, bottom],
    ]),
  });
}

export function sun(d: Drawing, x: number, y: number, r: number, color: string = c.gold): void {
  d.circle(x, y, r * 3.2, {
    fill: d.radial([
      [0, color, 0.55],
      [1, color, 0],
    ]),
  });
  d.circle(x, y, r, { fill: color });
}

export function moon(d: Drawing, x: number, y: number, r: number): void {
  d.circle(x, y, r * 2.6, {
    fill: d.radial([
      [0, c.moonlight, 0.25],
      [1, c.moonlight, 0],
    ]),
  });
  d.circle(x, y, r, { fill: c.moonlight });
  d.circle(x + r * 0.35, y - r * 0.2, r * 0.85, { fill: c.night, opacity: 0.9 });
}

export function stars(d: Drawing, count: number, maxY: number, milkyWay = false): void {
  let dots = '';
  for (let i = 0; i < count; i += 1) {
    const x = d.r(0, d.w);
    const y = d.r(0, maxY) * (0.4 + 0.6 * d.rnd());
    const r = d.rnd() < 0.08 ? d.r(1.6, 2.6) : d.r(0.6, 1.4);
    dots += el('circle', { cx: x, cy: y, r, opacity: n(d.r(0.45, 1)) });
  }
  if (milkyWay) {
    // Along the band of faint stars below: from low left to high right.
    const angle = (-Math.atan2(maxY * 1.05, d.w * 0.6) * 180) / Math.PI;
    d.ellipse(d.w * 0.4, maxY * 0.47, d.w * 0.55, maxY * 0.3, {
      fill: d.radial([
        [0, c.milkyWay, 0.16],
        [0.5, c.milkyWay, 0.06],
        [1, c.milkyWay, 0],
      ]),
      transform: `rotate(${n(angle)} ${n(d.w * 0.4)} ${n(maxY * 0.47)})`,
    });
    for (let i = 0; i < count * 0.8; i += 1) {
      const t = d.rnd();
      const x = d.w * (0.1 + 0.6 * t) + d.r(-60, 60);
      const y = maxY * (1 - t * 1.05) + d.r(-50, 50);
      if (y > 0)
        dots += el('circle', { cx: x, cy: y, r: d.r(0.5, 1.1), opacity: n(d.r(0.3, 0.8)) });
    }
  }
  d.add(el('g', { fill: c.starlight }, dots));
}

export function clouds(
  d: Drawing,
  count: number,
  maxY: number,
  color: string = c.cloud,
  opacity = 0.6,
): void {
  for (let i = 0; i < count; i += 1) {
    const x = d.r(-50, d.w);
    const y = d.r(maxY * 0.2, maxY);
    const w = d.r(d.w * 0.12, d.w * 0.28);
    d.path(
      smooth(
        [
          [x, y],
          [x + w * 0.2, y - w * 0.08],
          [x + w * 0.45, y - w * 0.12],
          [x + w * 0.7, y - w * 0.06],
          [x + w, y],
        ],
        false,
      ) + 'Z',
      { fill: color, opacity },
    );
  }
}

/** A rolling hill line across the picture, filled down to the bottom edge. */
export function hill(
  d: Drawing,
  y: number,
  amp: number,
  fill: string,
  opts: { freq?: number; x0?: number; x1?: number; opacity?: number } = {},
): (x: number) => number {
  const freq = opts.freq ?? 1.4;
  const p1 = d.r(0, Math.PI * 2);
  const p2 = d.r(0, Math.PI * 2);
  const x0 = opts.x0 ?? -10;
  const x1 = opts.x1 ?? d.w + 10;
  const f = (x: number) =>
    y +
    amp *
      (0.65 * Math.sin((x / d.w) * Math.PI * freq + p1) +
        0.35 * Math.sin((x / d.w) * Math.PI * freq * 2.3 + p2));
  const points: Point[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    points.push([x, f(x)]);
  }
  d.path(`${smooth(points)}L${n(x1)} ${d.h + 10}L${n(x0)} ${d.h + 10}Z`, {
    fill,
    opacity: opts.opacity,
  });
  return f;
}

/** Three or four layers of hills in the mood's colours, far to near; returns the nearest line. */
export function hills(
  d: Drawing,
  mood: Mood,
  horizon: number,
  opts: { near?: string; layers?: number } = {},
): (x: number) => number {
  const m = moods[mood];
  const H = d.h * horizon;
  const layers = opts.layers ?? 3;
  hill(d, H - d.h * 0.06, d.h * 0.035, m.far, { freq: 2.2 });
  if (layers > 2) hill(d, H, d.h * 0.03, m.mid, { freq: 1.7 });
  return hill(d, H + d.h * 0.07, d.h * 0.03, opts.near ?? m.near, { freq: 1.1 });
}

/** Haze over distant layers: light and air between the hills. */
export function haze(d: Drawing, y: number, h: number, color: string, opacity = 0.5): void {
  d.rect(0, y, d.w, h, {
    fill: d.linear([
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ]),
  });
}

/**
 * The cork oak: a short, thick trunk whose lower part is stripped to red-brown (as after a cork
 * harvest), limbs that spread low and wide, and a broad, flat-bottomed umbrella crown.
 */
export function corkOak(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  opts: {
    crown?: string;
    light?: string;
    trunk?: string;
    stripped?: boolean;
    shadow?: boolean;
  } = {},
): void {
  const crown = opts.crown ?? c.oliveDark;
  const light = opts.light ?? c.olive;
  const bark = opts.trunk ?? c.woodDark;
  const lean = d.r(-0.08, 0.08) * s;
  const forkX = x + lean;
  const forkY = y - s * 0.36;
  if (opts.shadow !== false)
    d.ellipse(x + s * 0.12, y + s * 0.015, s * 0.85, s * 0.07, { fill: c.ink, opacity: 0.18 });
  const limbs: [number, number, number][] = [
    [-0.46, -0.62, 0.075],
    [-0.12, -0.74, 0.06],
    [0.2, -0.73, 0.06],
    [0.46, -0.6, 0.075],
  ];
  let limbPath = '';
  for (const [dx, dy, _w] of limbs) {
    const ex = x + dx * s + lean;
    const ey = y + dy * s;
    limbPath += `M${n(forkX)} ${n(forkY)}Q${n(forkX + dx * s * 0.35)} ${n(forkY - s * 0.06)} ${n(ex)} ${n(ey)}`;
  }
  d.path(limbPath, {
    stroke: bark,
    'stroke-width': n(s * 0.065),
    fill: 'none',
    'stroke-linecap': 'round',
  });
  d.path(
    `M${n(x - s * 0.1)} ${n(y)}Q${n(x - s * 0.07)} ${n(y - s * 0.2)} ${n(forkX - s * 0.08)} ${n(forkY - s * 0.02)}L${n(forkX + s * 0.08)} ${n(forkY - s * 0.02)}Q${n(x + s * 0.07)} ${n(y - s * 0.2)} ${n(x + s * 0.1)} ${n(y)}Z`,
    { fill: bark },
  );
  if (opts.stripped !== false)
    d.path(
      `M${n(x - s * 0.095)} ${n(y)}Q${n(x - s * 0.075)} ${n(y - s * 0.12)} ${n(x - s * 0.075 + lean * 0.5)} ${n(y - s * 0.22)}Q${n(x + lean * 0.5)} ${n(y - s * 0.25)} ${n(x + s * 0.075 + lean * 0.5)} ${n(y - s * 0.2)}Q${n(x + s * 0.075)} ${n(y - s * 0.12)} ${n(x + s * 0.095)} ${n(y)}Z`,
      { fill: c.cork },
    );
  // The crown: a wide flat-bottomed dome of overlapping leaf masses.
  const cy = y - s * 0.72;
  const halfW = s * 0.78;
  const blobs: [number, number, number][] = [];
  const count = 8;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const bx = forkX + (t - 0.5) * 2 * halfW * 0.82 + d.r(-s * 0.03, s * 0.03);
    const by = cy - Math.sin(t * Math.PI) * s * 0.16 + d.r(-s * 0.02, s * 0.03);
    blobs.push([bx, by, s * d.r(0.2, 0.27) * (0.75 + 0.25 * Math.sin(t * Math.PI))]);
  }
  const base = `M${n(forkX - halfW)} ${n(cy + s * 0.06)}Q${n(forkX)} ${n(cy + s * 0.14)} ${n(forkX + halfW)} ${n(cy + s * 0.06)}Q${n(forkX + halfW * 0.7)} ${n(cy - s * 0.28)} ${n(forkX)} ${n(cy - s * 0.3)}Q${n(forkX - halfW * 0.7)} ${n(cy - s * 0.28)} ${n(forkX - halfW)} ${n(cy + s * 0.06)}Z`;
  const dark = blobs
    .map(([bx, by, r]) => el('ellipse', { cx: bx, cy: by, rx: r, ry: r * 0.68 }))
    .join('');
  d.add(el('g', { fill: crown }, `<path d="${base}"/>${dark}`));
  const lit = blobs
    .filter((_, i) => i % 2 === 1 || i === 0)
    .map(([bx, by, r]) =>
      el('ellipse', { cx: bx - r * 0.18, cy: by - r * 0.3, rx: r * 0.62, ry: r * 0.36 }),
    )
    .join('');
  d.add(el('g', { fill: light, opacity: 0.9 }, lit));
}

export function oliveTree(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  crown: string = c.silver,
): void {
  d.ellipse(x, y + s * 0.01, s * 0.45, s * 0.05, { fill: c.ink, opacity: 0.15 });
  d.path(
    `M${n(x - s * 0.06)} ${n(y)}C${n(x - s * 0.1)} ${n(y - s * 0.3)} ${n(x + s * 0.08)} ${n(y - s * 0.3)} ${n(x - s * 0.02)} ${n(y - s * 0.55)}L${n(x + s * 0.05)} ${n(y - s * 0.55)}C${n(x + s * 0.12)} ${n(y - s * 0.3)} ${n(x + s * 0.02)} ${n(y - s * 0.25)} ${n(x + s * 0.07)} ${n(y)}Z`,
    { fill: c.umber },
  );
  let g = '';
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2;
    g += el('ellipse', {
      cx: x + Math.cos(a) * s * 0.22,
      cy: y - s * 0.68 + Math.sin(a) * s * 0.12,
      rx: s * d.r(0.16, 0.22),
      ry: s * d.r(0.1, 0.14),
    });
  }
  d.add(el('g', { fill: crown }, g));
  d.ellipse(x - s * 0.05, y - s * 0.74, s * 0.18, s * 0.08, {
    fill: c.oliveLeafSheen,
    opacity: 0.6,
  });
}

/** A row of tufts and small strokes: the meadow in the foreground. */
export function grass(d: Drawing, y: number, count: number, color: string, h = 18): void {
  let p = '';
  for (let i = 0; i < count; i += 1) {
    const x = d.r(0, d.w);
    const yy = y + d.r(-8, 24);
    const hh = h * d.r(0.6, 1.3);
    p += `M${n(x)} ${n(yy)}q${n(-3)} ${n(-hh * 0.6)} ${n(-6)} ${n(-hh)}M${n(x)} ${n(yy)}q${n(1)} ${n(-hh * 0.7)} ${n(5)} ${n(-hh * 1.1)}`;
  }
  d.path(p, {
    stroke: color,
    'stroke-width': 2,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.8,
  });
}

export function flowers(
  d: Drawing,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  colors: readonly string[],
  size = 4,
): void {
  const byColor = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const color = d.pick(colors);
    const y = d.r(y0, y1);
    const scale = 0.5 + (0.8 * (y - y0)) / Math.max(1, y1 - y0);
    byColor.set(
      color,
      (byColor.get(color) ?? '') +
        el('circle', { cx: d.r(x0, x1), cy: y, r: size * scale * d.r(0.7, 1.2) }),
    );
  }
  for (const [color, dots] of byColor) d.add(el('g', { fill: color }, dots));
}

/** Soft steam: a few rising, thinning curls. */
export function steam(
  d: Drawing,
  x: number,
  y: number,
  h: number,
  count = 3,
  color: string = c.white,
  opacity = 0.5,
): void {
  let p = '';
  for (let i = 0; i < count; i += 1) {
    const sx = x + (i - (count - 1) / 2) * h * 0.22 + d.r(-h * 0.05, h * 0.05);
    const w = h * d.r(0.1, 0.18);
    const dir = d.rnd() < 0.5 ? -1 : 1;
    p += `M${n(sx)} ${n(y)}c${n(dir * w)} ${n(-h * 0.2)} ${n(-dir * w)} ${n(-h * 0.4)} 0 ${n(-h * 0.6)}s${n(-dir * w)} ${n(-h * 0.3)} ${n(dir * w * 0.3)} ${n(-h * 0.45)}`;
  }
  d.path(p, {
    stroke: color,
    'stroke-width': n(Math.max(3, h * 0.05)),
    fill: 'none',
    'stroke-linecap': 'round',
    opacity,
  });
}

/** A cloud of mist over water: blurred-looking stacked ellipses. */
export function mist(d: Drawing, x: number, y: number, w: number, h: number, opacity = 0.35): void {
  for (let i = 0; i < 4; i += 1) {
    d.ellipse(x + d.r(-w * 0.1, w * 0.1), y - i * h * 0.25, w * (0.5 - i * 0.08), h * 0.3, {
      fill: c.white,
      opacity: n(opacity * (1 - i * 0.2)),
    });
  }
}

/** Horizontal highlight dashes on water. */
export function ripples(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  color: string = c.white,
  opacity = 0.45,
): void {
  let p = '';
  for (let i = 0; i < count; i += 1) {
    const rx = d.r(x, x + w * 0.85);
    const ry = d.r(y, y + h);
    p += `M${n(rx)} ${n(ry)}h${n(d.r(w * 0.04, w * 0.14))}`;
  }
  d.path(p, { stroke: color, 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity });
}

/** An oval pool ringed with rounded stones; steam optional. */
export function stonePool(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opts: { water?: string; deep?: string; stone?: string; steam?: boolean; glow?: string } = {},
): void {
  const water = opts.water ?? c.water;
  d.ellipse(cx, cy + ry * 0.15, rx * 1.12, ry * 1.3, { fill: c.ink, opacity: 0.15 });
  const stones: string[] = [];
  const count = Math.round(16 + rx / 12);
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const sx = cx + Math.cos(a) * rx * 1.04;
    const sy = cy + Math.sin(a) * ry * 1.08;
    const r = (rx / count) * d.r(2.1, 2.8);
    stones.push(
      el('ellipse', {
        cx: sx,
        cy: sy,
        rx: r,
        ry: r * 0.62,
        fill: d.pick([opts.stone ?? c.stoneDark, c.stone, c.stoneDeep]),
      }),
    );
  }
  d.add(stones.slice(count / 2).join(''));
  d.ellipse(cx, cy, rx, ry, {
    fill: d.linear([
      [0, opts.deep ?? c.waterDeep],
      [1, water],
    ]),
  });
  if (opts.glow)
    d.ellipse(cx, cy + ry * 0.1, rx * 0.7, ry * 0.5, { fill: opts.glow, opacity: 0.35 });
  ripples(d, cx - rx * 0.7, cy - ry * 0.4, rx * 1.4, ry * 0.9, 6);
  d.add(stones.slice(0, count / 2).join(''));
  if (opts.steam) steam(d, cx, cy - ry * 0.2, ry * 2.6, 4, c.white, 0.45);
}

/** A whitewashed Alentejo house: white walls, a blue or ochre band, terracotta roof, chimney. */
export function house(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: {
    band?: string;
    roof?: string;
    chimney?: boolean;
    windows?: number;
    lit?: boolean;
    wall?: string;
  } = {},
): void {
  const band = opts.band ?? c.alentejoBlue;
  d.rect(x + 4, y - h + 4, w, h, { fill: c.ink, opacity: 0.12 });
  d.rect(x, y - h, w, h, { fill: opts.wall ?? c.chalk });
  d.rect(x, y - h * 0.12, w, h * 0.12, { fill: band });
  d.path(
    poly([
      [x - w * 0.04, y - h],
      [x + w * 0.5, y - h - h * 0.28],
      [x + w * 1.04, y - h],
    ]),
    { fill: opts.roof ?? c.terracotta },
  );
  if (opts.chimney !== false) {
    d.rect(x + w * 0.72, y - h - h * 0.34, w * 0.1, h * 0.26, { fill: c.chalk });
    d.rect(x + w * 0.7, y - h - h * 0.36, w * 0.14, h * 0.05, { fill: c.stone });
  }
  const count = opts.windows ?? 2;
  for (let i = 0; i < count; i += 1) {
    const wx = x + (w * (i + 0.5)) / count - w * 0.06;
    d.rect(wx, y - h * 0.66, w * 0.12, h * 0.28, {
      fill: opts.lit ? c.lantern : c.windowGlass,
      rx: 2,
    });
    d.rect(wx - 2, y - h * 0.66 - 3, w * 0.12 + 4, 4, { fill: band });
  }
}

/** A simple person seen from afar: head and body in one colour. */
export function person(
  d: Drawing,
  x: number,
  y: number,
  s: number,
  color: string = c.ink,
  pose: 'stand' | 'sit' | 'arm' = 'stand',
): void {
  d.circle(x, y - s * 0.88, s * 0.11, { fill: color });
  if (pose === 'sit') {
    d.path(
      `M${n(x - s * 0.14)} ${n(y - s * 0.28)}Q${n(x - s * 0.15)} ${n(y - s * 0.74)} ${n(x)} ${n(y - s * 0.75)}Q${n(x + s * 0.15)} ${n(y - s * 0.74)} ${n(x + s * 0.14)} ${n(y - s * 0.4)}L${n(x + s * 0.4)} ${n(y - s * 0.36)}L${n(x + s * 0.4)} ${n(y - s * 0.26)}Z`,
      { fill: color },
    );
    return;
  }
  d.path(
    `M${n(x - s * 0.16)} ${n(y)}L${n(x - s * 0.13)} ${n(y - s * 0.55)}Q${n(x - s * 0.14)} ${n(y - s * 0.75)} ${n(x)} ${n(y - s * 0.76)}Q${n(x + s * 0.14)} ${n(y - s * 0.75)} ${n(x + s * 0.13)} ${n(y - s * 0.55)}L${n(x + s * 0.16)} ${n(y)}Z`,
    { fill: color },
  );
  if (pose === 'arm')
    d.path(`M${n(x + s * 0.1)} ${n(y - s * 0.68)}L${n(x + s * 0.38)} ${n(y - s * 0.95)}`, {
      stroke: color,
      'stroke-width': n(s * 0.07),
      'stroke-linecap': 'round',
    });
}

export function rain(d: Drawing, count: number, color: string = c.white, opacity = 0.45): void {
  let p = '';
  for (let i = 0; i < count; i += 1) {
    const x = d.r(0, d.w + 100);
    const y = d.r(0, d.h);
    const l = d.r(14, 30);
    p += `M${n(x)} ${n(y)}l${n(-l * 0.3)} ${n(l)}`;
  }
  d.path(p, { stroke: color, 'stroke-width': 1.6, 'stroke-linecap': 'round', opacity });
}

/** Gentle vignette that deepens the edges: every picture shares this finish. */
export function finish(d: Drawing, warmth: string = c.vignette, strength = 0.18): void {
  d.rect(0, 0, d.w, d.h, {
    fill: d.radial(
      [
        [0.6, warmth, 0],
        [1, warmth, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  });
}

/** A light film of warm grain from the theme canvas, so flat fills read as printed paper. */
export function paper(d: Drawing, opacity = 0.06): void {
  let p = '';
  for (let i = 0; i < 90; i += 1) {
    p += `M${n(d.r(0, d.w))} ${n(d.r(0, d.h))}h${n(d.r(20, 80))}`;
  }
  d.path(p, { stroke: c.canvas, 'stroke-width': 1, opacity });
}
