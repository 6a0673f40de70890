/**
 * The journeys: the spa circuit at dusk, movement on the padel court, vitality, rest, a walk in
 * nature and a retreat's meditation circle.
 */
import { corkOak } from '../elements.ts';
import { windingPath } from '../subjects.ts';
import { el, n } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import { hammockScene, vitalityScene } from './experience.ts';
import { deck, land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';
import { circuitScene } from './sanctum.ts';

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

/** The scene of every journey key. */
export const journeyScenes: Record<string, Scene> = {
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
};
