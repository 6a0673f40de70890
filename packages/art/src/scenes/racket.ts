/**
 * The racket club: the tennis and padel courts, the club house, players at golden hour, and both
 * courts on the hillside, the club's picture on its page and among the experiences.
 */
import { corkOak, house } from '../elements.ts';
import { padelCourt, pergola, player, tennisCourt } from '../subjects.ts';
import { n } from '../svg.ts';
import { palette as c } from '../palette.ts';
import { deck, land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';

export const tennisScene: Scene = (d) => {
  const g = land(d, 'day', { horizon: 0.4, oaks: 6 });
  meadow(d, d.h * 0.44, c.oliveLight, c.olive);
  tennisCourt(d, d.w / 2, d.h * 0.5, d.h * 0.96, d.w * 0.3, d.w * 0.7);
  corkOak(d, d.w * 0.08, g(d.w * 0.08) + d.h * 0.2, d.h * 0.35);
  corkOak(d, d.w * 0.94, g(d.w * 0.94) + d.h * 0.25, d.h * 0.42);
};

export const padelScene: Scene = (d) => {
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

export const racketHero: Scene = (d) => {
  const { w, h } = d;
  land(d, 'golden', { horizon: 0.45, sunAt: [0.5, 0.3] });
  meadow(d, h * 0.5, c.oliveLight, c.olive);
  tennisCourt(d, w * 0.27, h * 0.56, h * 0.96, w * 0.18, w * 0.38);
  padelCourt(d, w * 0.73, h * 0.58, h * 0.94, w * 0.18, w * 0.36);
};

/** The scene of every racket key. */
export const racketScenes: Record<string, Scene> = {
  'racket-01': tennisScene,
  'racket-02': padelScene,
  'racket-03': clubHouse,
  'racket-04': playersScene,
};
