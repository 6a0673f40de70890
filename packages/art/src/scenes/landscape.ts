/**
 * What every scene stands on: the sky, the light and the layered hills (`land`), the foreground
 * meadow and stone paving, shared by every family of scenes.
 */
import { clouds, corkOak, flowers, grass, haze, hill, moon, sky, stars, sun } from '../elements.ts';
import { n, poly } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Drawing } from '../svg.ts';
import type { Mood } from '../palette.ts';

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
export function land(d: Drawing, mood: Mood, o: LandOptions = {}): (x: number) => number {
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
export function meadow(
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

export function deck(d: Drawing, y: number, color: string = c.stone): void {
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
