/**
 * A tiny SVG writer for the resort's artwork: seeded randomness, number formatting that keeps
 * files small, and a document that collects gradient definitions next to the drawing.
 */

/** Deterministic pseudo-random numbers (mulberry32) from a string seed: same key, same picture. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is below a pixel's tenth at any size we show: it halves the file size. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Point = readonly [number, number];

/** A closed or open polyline path. */
export function poly(points: readonly Point[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}${close ? 'Z' : ''}`;
}

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
export function smooth(points: readonly Point[], close = false): string {
  if (points.length < 2) return '';
  const p = (i: number): Point => {
    if (close) return points[(i + points.length) % points.length] as Point;
    return points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  };
  const first = p(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = close ? points.length : points.length - 1;
  for (let i = 0; i < last; i += 1) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return close ? `${d}Z` : d;
}

export interface Attrs {
  [name: string]: string | number | undefined;
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export function el(name: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(a)}/>`
    : `<${name}${attrs(a)}>${children}</${name}>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Drawing {
  readonly w: number;
  readonly h: number;
  readonly rnd: () => number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(w: number, h: number, seed: string) {
    this.w = w;
    this.h = h;
    this.rnd = seeded(seed);
  }

  /** A random number in [min, max). */
  r(min: number, max: number): number {
    return min + (max - min) * this.rnd();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rnd() * items.length)] as T;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op }))
      .join('');
  }

  /** A linear gradient, top to bottom unless angled; returns `url(#id)`. */
  linear(stops: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
    const id = `g${(this.ids += 1)}`;
    this.defs.push(
      el(
        'linearGradient',
        { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${(this.ids += 1)}`;
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A definition that is not a gradient (a clip path); returns its id. */
  def(name: string, children: string, a: Attrs = {}): string {
    const id = `d${(this.ids += 1)}`;
    this.defs.push(el(name, { id, ...a }, children));
    return id;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  path(d: string, a: Attrs): this {
    return this.add(el('path', { d, ...a }));
  }

  rect(x: number, y: number, w: number, h: number, a: Attrs): this {
    return this.add(el('rect', { x, y, width: w, height: h, ...a }));
  }

  circle(cx: number, cy: number, r: number, a: Attrs): this {
    return this.add(el('circle', { cx, cy, r, ...a }));
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, a: Attrs): this {
    return this.add(el('ellipse', { cx, cy, rx, ry, ...a }));
  }

  /** Draws into a group (transform, opacity, clip) and returns to the outer level. */
  group(a: Attrs, draw: () => void): this {
    const outer = this.body.splice(0);
    draw();
    const inner = this.body.splice(0).join('');
    this.body.push(...outer, el('g', a, inner));
    return this;
  }

  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">${defs}${this.body.join('')}</svg>\n`;
  }
}
