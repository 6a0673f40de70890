/**
 * The pictures of the facilities that have one. Most are spa stations; the infrared sauna, the
 * sauna by the pond, the cold plunge walk, the biolake and the hay barn are drawn here.
 */
import { corkOak, person, ripples } from '../elements.ts';
import { biopool, saunaCabin } from '../subjects.ts';
import { n, poly } from '../svg.ts';
import { moods, palette as c } from '../palette.ts';
import { deck, land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';
import {
  cinema,
  floatNight,
  hammamInterior,
  onsenScene,
  poolBar,
  showSauna,
  teaHouseScene,
  touchlessScene,
} from './spa-hero.ts';
import { podsScene } from './stay.ts';

/** The scene of every facility key. */
export const facilityScenes: Record<string, Scene> = {
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
};
