/** The restaurant under its vaulted ceiling and the café counter; the spaces show them too. */
import { hill, oliveTree } from '../elements.ts';
import { longTable, vaultInterior } from '../subjects.ts';
import { el, n, poly } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import type { Scene } from './landscape.ts';

export const restaurantScene: Scene = (d) => {
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

export const cafeScene: Scene = (d) => {
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

/** The scene of every dining key. */
export const diningScenes: Record<string, Scene> = {
  'dining-restaurant': restaurantScene,
  'dining-cafe': cafeScene,
};
