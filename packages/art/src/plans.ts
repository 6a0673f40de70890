/**
 * The two drawn maps: the spa grounds seen from above (the floor plan's base) and the region
 * around the resort. The floor plan draws each zone inside the box that `floorPlanZones` gives,
 * so markers placed by percentage land on the thing they name.
 */
import { floorPlanZones } from '@alento/content';
import type { PlanZone } from '@alento/content';
import { palette as c } from './palette.ts';
import { el, n, poly, smooth } from './svg.ts';
import type { Drawing, Point } from './svg.ts';

function box(d: Drawing, z: PlanZone) {
  return {
    x: (z.left / 100) * d.w,
    y: (z.top / 100) * d.h,
    w: (z.width / 100) * d.w,
    h: (z.height / 100) * d.h,
  };
}

function zone(id: PlanZone['id']): PlanZone {
  const z = floorPlanZones.find((candidate) => candidate.id === id);
  if (!z) throw new Error(`No plan zone ${id}`);
  return z;
}

function treeTop(d: Drawing, x: number, y: number, r: number): void {
  d.circle(x + r * 0.25, y + r * 0.3, r, { fill: c.ink, opacity: 0.15 });
  d.circle(x, y, r, { fill: c.olive });
  d.circle(x - r * 0.3, y - r * 0.3, r * 0.55, { fill: c.oliveLight });
}

function roofRect(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  roof: string = c.terracotta,
): void {
  d.rect(x + 4, y + 5, w, h, { fill: c.ink, opacity: 0.15, rx: 3 });
  d.rect(x, y, w, h, { fill: roof, rx: 3 });
  d.path(`M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, {
    stroke: c.white,
    'stroke-width': 1.5,
    opacity: 0.35,
  });
}

function pool(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  water: string = c.water,
  round = false,
): void {
  if (round) {
    d.ellipse(x + w / 2, y + h / 2, w / 2 + 6, h / 2 + 6, { fill: c.stoneDark });
    d.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, { fill: water });
  } else {
    d.rect(x - 6, y - 6, w + 12, h + 12, { fill: c.stone, rx: 8 });
    d.rect(x, y, w, h, { fill: water, rx: 5 });
  }
  d.path(
    `M${n(x + w * 0.2)} ${n(y + h * 0.35)}h${n(w * 0.25)}M${n(x + w * 0.5)} ${n(y + h * 0.65)}h${n(w * 0.2)}`,
    { stroke: c.white, 'stroke-width': 2, opacity: 0.5, 'stroke-linecap': 'round' },
  );
}

export function floorPlan(d: Drawing): void {
  const { w, h } = d;
  d.rect(0, 0, w, h, { fill: c.planPaper });
  // soft meadow patches and a paper edge
  for (let i = 0; i < 14; i += 1)
    d.ellipse(d.r(0, w), d.r(0, h), d.r(80, 220), d.r(40, 120), {
      fill: c.planMeadow,
      opacity: 0.5,
    });
  // the paths that join everything (drawn first, under the buildings)
  const pathStyle = {
    stroke: c.planPath,
    'stroke-width': 16,
    fill: 'none',
    'stroke-linecap': 'round',
  } as const;
  const P = (x: number, y: number): Point => [(x / 100) * w, (y / 100) * h];
  d.path(
    smooth([P(2, 88), P(20, 74), P(36, 56), P(50, 42), P(66, 30), P(82, 30), P(98, 22)]),
    pathStyle,
  );
  d.path(smooth([P(20, 74), P(40, 86), P(60, 80), P(76, 86), P(96, 92)]), pathStyle);
  d.path(smooth([P(50, 42), P(48, 60), P(50, 76)]), pathStyle);
  d.path(smooth([P(66, 30), P(66, 50), P(72, 66), P(76, 86)]), pathStyle);
  d.path(smooth([P(36, 56), P(24, 50), P(18, 42)]), pathStyle);
  d.path(smooth([P(82, 30), P(84, 46), P(86, 62)]), pathStyle);

  // lake
  const lake = box(d, zone('lake'));
  d.path(
    smooth(
      [
        [lake.x + lake.w * 0.1, lake.y + lake.h * 0.3],
        [lake.x + lake.w * 0.45, lake.y + lake.h * 0.05],
        [lake.x + lake.w * 0.92, lake.y + lake.h * 0.25],
        [lake.x + lake.w * 0.95, lake.y + lake.h * 0.75],
        [lake.x + lake.w * 0.5, lake.y + lake.h * 0.98],
        [lake.x + lake.w * 0.05, lake.y + lake.h * 0.75],
      ],
      true,
    ),
    { fill: c.water, stroke: c.oliveLight, 'stroke-width': 10 },
  );
  d.path(
    `M${n(lake.x + lake.w * 0.3)} ${n(lake.y + lake.h * 0.4)}h${n(lake.w * 0.2)}M${n(lake.x + lake.w * 0.5)} ${n(lake.y + lake.h * 0.6)}h${n(lake.w * 0.25)}M${n(lake.x + lake.w * 0.25)} ${n(lake.y + lake.h * 0.72)}h${n(lake.w * 0.15)}`,
    { stroke: c.white, 'stroke-width': 3, opacity: 0.5, 'stroke-linecap': 'round' },
  );
  d.rect(lake.x + lake.w * 0.78, lake.y + lake.h * 0.45, lake.w * 0.18, lake.h * 0.08, {
    fill: c.woodLight,
  });
  // biopools joined by the Kneipp walk
  const bio = box(d, zone('biopools'));
  for (let i = 0; i < 3; i += 1)
    pool(
      d,
      bio.x + i * bio.w * 0.36,
      bio.y + (i % 2) * bio.h * 0.35,
      bio.w * 0.28,
      bio.h * 0.5,
      c.planBiopool,
      true,
    );
  d.path(
    `M${n(bio.x + bio.w * 0.26)} ${n(bio.y + bio.h * 0.4)}L${n(bio.x + bio.w * 0.38)} ${n(bio.y + bio.h * 0.6)}M${n(bio.x + bio.w * 0.62)} ${n(bio.y + bio.h * 0.6)}L${n(bio.x + bio.w * 0.74)} ${n(bio.y + bio.h * 0.4)}`,
    { stroke: c.waterLight, 'stroke-width': 10, 'stroke-dasharray': '6 5' },
  );
  // saunas together
  const sau = box(d, zone('saunas'));
  roofRect(d, sau.x, sau.y, sau.w * 0.42, sau.h * 0.42, c.wood);
  roofRect(d, sau.x + sau.w * 0.52, sau.y, sau.w * 0.2, sau.h * 0.3, c.woodLight);
  roofRect(d, sau.x + sau.w * 0.78, sau.y, sau.w * 0.2, sau.h * 0.3, c.woodLight);
  d.rect(sau.x + sau.w * 0.05, sau.y + sau.h * 0.6, sau.w * 0.3, sau.h * 0.22, {
    fill: c.wood,
    rx: sau.h * 0.11,
  });
  roofRect(d, sau.x + sau.w * 0.5, sau.y + sau.h * 0.55, sau.w * 0.24, sau.h * 0.3, c.woodDark);
  pool(d, sau.x + sau.w * 0.8, sau.y + sau.h * 0.55, sau.w * 0.16, sau.h * 0.3, c.waterLight, true);
  // hammam and steam
  const ham = box(d, zone('steam'));
  d.rect(ham.x, ham.y, ham.w, ham.h, { fill: c.chalk, rx: 4 });
  d.circle(ham.x + ham.w * 0.35, ham.y + ham.h * 0.5, ham.h * 0.35, {
    fill: c.sand,
    stroke: c.stone,
    'stroke-width': 3,
  });
  d.circle(ham.x + ham.w * 0.75, ham.y + ham.h * 0.5, ham.h * 0.25, {
    fill: c.sand,
    stroke: c.stone,
    'stroke-width': 3,
  });
  // cold plunge and showers
  const cold = box(d, zone('cooling'));
  pool(d, cold.x, cold.y, cold.w * 0.9, cold.h * 0.28, c.iceBlue);
  pool(
    d,
    cold.x + cold.w * 0.1,
    cold.y + cold.h * 0.45,
    cold.w * 0.35,
    cold.w * 0.35,
    c.iceBlue,
    true,
  );
  for (let i = 0; i < 4; i += 1)
    d.circle(
      cold.x + cold.w * (0.6 + (i % 2) * 0.2),
      cold.y + cold.h * (0.5 + Math.floor(i / 2) * 0.2),
      7,
      { fill: c.iron },
    );
  // onsen and hot baths, stone-rimmed
  const hot = box(d, zone('hot-baths'));
  pool(d, hot.x, hot.y, hot.w * 0.42, hot.h * 0.42, c.hotSpring, true);
  pool(d, hot.x + hot.w * 0.5, hot.y + hot.h * 0.08, hot.w * 0.32, hot.h * 0.34, c.hotSpring, true);
  pool(d, hot.x + hot.w * 0.18, hot.y + hot.h * 0.55, hot.w * 0.3, hot.h * 0.3, c.hotSpring, true);
  for (let i = 0; i < 3; i += 1)
    pool(
      d,
      hot.x + hot.w * (0.58 + i * 0.13),
      hot.y + hot.h * 0.62,
      hot.w * 0.09,
      hot.h * 0.2,
      c.hotSpring,
    );
  // treatment huts in a row
  const huts = box(d, zone('treatments'));
  for (let i = 0; i < 7; i += 1)
    roofRect(
      d,
      huts.x + (huts.w / 7) * i + 4,
      huts.y,
      huts.w / 7 - 10,
      huts.h * 0.55,
      i === 6 ? c.stoneDark : c.terracotta,
    );
  roofRect(
    d,
    huts.x + huts.w * 0.1,
    huts.y + huts.h * 0.7,
    huts.w * 0.5,
    huts.h * 0.3,
    c.terracottaLight,
  );
  // vitality pool, bar and restaurant
  const vit = box(d, zone('vitality'));
  pool(d, vit.x, vit.y + vit.h * 0.3, vit.w * 0.6, vit.h * 0.55, c.poolTurquoise);
  d.rect(vit.x + vit.w * 0.05, vit.y + vit.h * 0.25, vit.w * 0.5, vit.h * 0.06, {
    fill: c.stoneDeep,
  });
  roofRect(d, vit.x + vit.w * 0.66, vit.y, vit.w * 0.34, vit.h * 0.8);
  // play and rest: tea house, cinema dome, loungers, hay barn, beehive pods
  const play = box(d, zone('play-rest'));
  roofRect(d, play.x, play.y, play.w * 0.3, play.h * 0.16, c.woodDark);
  pool(
    d,
    play.x + play.w * 0.02,
    play.y + play.h * 0.2,
    play.w * 0.26,
    play.h * 0.1,
    c.water,
    true,
  );
  d.circle(play.x + play.w * 0.72, play.y + play.h * 0.12, play.w * 0.18, {
    fill: c.nightBlue,
    stroke: c.stone,
    'stroke-width': 4,
  });
  for (let i = 0; i < 6; i += 1)
    d.circle(
      play.x + play.w * 0.72 + Math.cos(i) * play.w * 0.1,
      play.y + play.h * 0.12 + Math.sin(i) * play.w * 0.08,
      2.5,
      { fill: c.starlight },
    );
  for (let i = 0; i < 5; i += 1)
    d.rect(
      play.x + play.w * (0.05 + i * 0.12),
      play.y + play.h * 0.45,
      play.w * 0.07,
      play.h * 0.12,
      { fill: c.chalk, rx: 4 },
    );
  roofRect(d, play.x + play.w * 0.68, play.y + play.h * 0.42, play.w * 0.3, play.h * 0.18, c.hay);
  for (let i = 0; i < 5; i += 1) {
    const cx = play.x + play.w * (0.12 + i * 0.18);
    const cy = play.y + play.h * (0.78 + (i % 2) * 0.1);
    const r = play.w * 0.06;
    d.path(
      poly(
        Array.from(
          { length: 6 },
          (_, k) =>
            [cx + Math.cos((k * Math.PI) / 3) * r, cy + Math.sin((k * Math.PI) / 3) * r] as Point,
        ),
      ),
      { fill: c.gold, stroke: c.ochre, 'stroke-width': 3 },
    );
  }
  // sanctum building and the touchless entry
  const san = box(d, zone('sanctum'));
  d.rect(san.x + 5, san.y + 6, san.w, san.h * 0.7, { fill: c.ink, opacity: 0.15 });
  d.rect(san.x, san.y, san.w, san.h * 0.7, { fill: c.chalk, stroke: c.stone, 'stroke-width': 3 });
  d.rect(san.x + san.w * 0.3, san.y + san.h * 0.15, san.w * 0.4, san.h * 0.4, { fill: c.sand });
  d.rect(san.x + san.w * 0.42, san.y + san.h * 0.7, san.w * 0.16, san.h * 0.3, {
    fill: c.terracottaLight,
  });
  // food truck by the entrance path
  const food = box(d, zone('food-truck'));
  d.rect(food.x, food.y, food.w * 0.7, food.h * 0.5, { fill: c.ochre, rx: 8 });
  d.rect(food.x + food.w * 0.5, food.y + food.h * 0.05, food.w * 0.18, food.h * 0.4, {
    fill: c.chalk,
    rx: 4,
  });
  for (let i = 0; i < 3; i += 1)
    d.circle(food.x + food.w * (0.2 + i * 0.3), food.y + food.h * 0.8, food.w * 0.07, {
      fill: c.terracotta,
    });
  // cork oaks around the grounds (kept clear of the zones)
  for (let i = 0; i < 80; i += 1) {
    const x = d.r(0, w);
    const y = d.r(0, h);
    const inside = floorPlanZones.some(
      (z) =>
        x > ((z.left - 1.5) * w) / 100 &&
        x < ((z.left + z.width + 1.5) * w) / 100 &&
        y > ((z.top - 2) * h) / 100 &&
        y < ((z.top + z.height + 2) * h) / 100,
    );
    if (!inside) treeTop(d, x, y, d.r(12, 24));
  }
  // a compass rose
  const cx = w * 0.955;
  const cy = h * 0.9;
  d.circle(cx, cy, 28, { fill: c.chalk, opacity: 0.8, stroke: c.stoneDark, 'stroke-width': 2 });
  d.path(
    poly([
      [cx, cy - 24],
      [cx + 7, cy],
      [cx, cy + 24],
      [cx - 7, cy],
    ]),
    { fill: c.umber },
  );
  d.path(
    poly([
      [cx, cy - 24],
      [cx + 7, cy],
      [cx - 7, cy],
    ]),
    { fill: c.terracotta },
  );
}

type LonLat = readonly [number, number];

export function locationMap(d: Drawing): void {
  const { w, h } = d;
  const lon0 = -9.9;
  const lon1 = -5.0;
  const lat0 = 35.95;
  const lat1 = 39.3;
  const P = ([lon, lat]: LonLat): Point => [
    ((lon - lon0) / (lon1 - lon0)) * w,
    ((lat1 - lat) / (lat1 - lat0)) * h,
  ];
  d.rect(0, 0, w, h, {
    fill: d.linear([
      [0, c.mapSea],
      [1, c.mapSeaDeep],
    ]),
  });
  // wave hatching on the sea
  let waves = '';
  for (let i = 0; i < 60; i += 1) {
    const x = d.r(0, w * 0.4);
    const y = d.r(h * 0.05, h);
    waves += `M${n(x)} ${n(y)}q8 -6 16 0t16 0`;
  }
  for (let i = 0; i < 30; i += 1)
    waves += `M${n(d.r(w * 0.3, w))} ${n(d.r(h * 0.82, h))}q8 -6 16 0t16 0`;
  d.path(waves, { stroke: c.white, 'stroke-width': 1.5, fill: 'none', opacity: 0.45 });
  const coast: LonLat[] = [
    [-9.5, 39.4],
    [-9.38, 39.05],
    [-9.49, 38.78],
    [-9.32, 38.69],
    [-9.15, 38.7],
    [-9.02, 38.85],
    [-8.95, 38.66],
    [-9.19, 38.63],
    [-9.22, 38.41],
    [-8.9, 38.49],
    [-8.78, 38.33],
    [-8.8, 38.1],
    [-8.87, 37.95],
    [-8.79, 37.72],
    [-8.83, 37.42],
    [-8.9, 37.15],
    [-8.99, 37.02],
    [-8.67, 37.1],
    [-8.3, 37.08],
    [-7.93, 36.98],
    [-7.6, 37.1],
    [-7.4, 37.17],
    [-6.95, 37.18],
    [-6.55, 36.95],
    [-6.38, 36.8],
    [-6.29, 36.53],
    [-6.05, 36.25],
    [-5.6, 36.01],
    [-5.35, 36.14],
    [-5.1, 36.42],
    [-4.8, 36.5],
  ];
  const land = coast.map(P);
  d.path(
    `${smooth(land)}L${w + 20} ${n(land[land.length - 1]![1])}L${w + 20} -20L${n(land[0]![0])} -20Z`,
    { fill: c.mapLand, stroke: c.mapWater, 'stroke-width': 3 },
  );
  // hills of the Alentejo and the Sierra Morena, as soft contour dashes
  let hillsPath = '';
  for (let i = 0; i < 90; i += 1) {
    const [x, y] = P([d.r(-8.6, -5.2), d.r(37.3, 39.2)]);
    hillsPath += `M${n(x)} ${n(y)}q10 -9 20 0`;
  }
  d.path(hillsPath, { stroke: c.mapHills, 'stroke-width': 2, fill: 'none' });
  let trees = '';
  for (let i = 0; i < 70; i += 1) {
    const [x, y] = P([d.r(-8.7, -7.3), d.r(37.35, 38.4)]);
    trees += el('circle', { cx: x, cy: y, r: d.r(3, 6) });
  }
  d.add(el('g', { fill: c.oliveLight, opacity: 0.7 }, trees));
  // rivers: Tagus, Sado, Guadiana, Guadalquivir
  const river = {
    stroke: c.mapWater,
    'stroke-width': 3,
    fill: 'none',
    'stroke-linecap': 'round',
  } as const;
  d.path(
    smooth(
      [
        [-9.0, 38.82],
        [-8.7, 39.05],
        [-8.4, 39.3],
      ].map((p) => P(p as unknown as LonLat)),
    ),
    river,
  );
  d.path(
    smooth(
      [
        [-8.75, 38.45],
        [-8.55, 38.15],
        [-8.4, 37.9],
      ].map((p) => P(p as unknown as LonLat)),
    ),
    river,
  );
  d.path(
    smooth(
      [
        [-7.4, 37.17],
        [-7.45, 37.55],
        [-7.6, 37.9],
        [-7.3, 38.3],
        [-7.15, 38.7],
        [-6.9, 38.9],
        [-6.4, 39.0],
      ].map((p) => P(p as unknown as LonLat)),
    ),
    river,
  );
  d.path(
    smooth(
      [
        [-6.36, 36.8],
        [-6.1, 37.1],
        [-5.98, 37.39],
        [-5.6, 37.55],
        [-5.1, 37.8],
      ].map((p) => P(p as unknown as LonLat)),
    ),
    river,
  );
  // the border between Portugal and Spain
  d.path(
    smooth(
      [
        [-7.42, 37.2],
        [-7.45, 37.55],
        [-7.3, 38.0],
        [-7.15, 38.2],
        [-7.05, 38.6],
        [-7.2, 39.0],
        [-7.3, 39.35],
      ].map((p) => P(p as unknown as LonLat)),
    ),
    { stroke: c.stoneDeep, 'stroke-width': 2, 'stroke-dasharray': '10 6 2 6', fill: 'none' },
  );
  const resort: LonLat = [-8.05, 37.62];
  const cities: [string, LonLat, 'start' | 'end', number][] = [
    ['Lisbon', [-9.14, 38.72], 'start', 1],
    ['Faro', [-7.93, 37.02], 'start', 1],
    ['Seville', [-5.98, 37.39], 'start', 1],
  ];
  const [rx, ry] = P(resort);
  for (const [, city] of cities) {
    const [x, y] = P(city);
    d.path(`M${n(rx)} ${n(ry)}Q${n((rx + x) / 2)} ${n(Math.min(ry, y) - 60)} ${n(x)} ${n(y)}`, {
      stroke: c.terracotta,
      'stroke-width': 2.5,
      'stroke-dasharray': '8 7',
      fill: 'none',
      opacity: 0.8,
    });
  }
  const label = { 'font-family': "Georgia, 'Times New Roman', serif", fill: c.ink } as const;
  for (const [name, city] of cities) {
    const [x, y] = P(city);
    d.circle(x, y, 9, { fill: c.chalk, stroke: c.ink, 'stroke-width': 3 });
    d.add(el('text', { x: x + 16, y: y + 8, 'font-size': 30, ...label }, name));
  }
  d.circle(rx, ry, 40, { fill: c.terracotta, opacity: 0.18 });
  d.circle(rx, ry, 16, { fill: c.terracotta, stroke: c.chalk, 'stroke-width': 4 });
  d.add(
    el(
      'text',
      {
        x: rx + 30,
        y: ry + 50,
        'font-size': 38,
        'font-weight': 'bold',
        ...label,
        fill: c.terracotta,
      },
      'Alento',
    ),
  );
  d.add(
    el(
      'text',
      {
        x: P([-8.3, 38.05])[0],
        y: P([-8.3, 38.05])[1],
        'font-size': 24,
        'letter-spacing': 6,
        ...label,
        fill: c.umber,
        opacity: 0.8,
      },
      'ALENTEJO',
    ),
  );
  d.add(
    el(
      'text',
      {
        x: P([-8.4, 38.9])[0],
        y: P([-8.4, 38.9])[1],
        'font-size': 30,
        'letter-spacing': 10,
        ...label,
        fill: c.stoneDeep,
      },
      'PORTUGAL',
    ),
  );
  d.add(
    el(
      'text',
      {
        x: P([-6.6, 38.5])[0],
        y: P([-6.6, 38.5])[1],
        'font-size': 30,
        'letter-spacing': 10,
        ...label,
        fill: c.stoneDeep,
      },
      'SPAIN',
    ),
  );
  d.add(
    el(
      'text',
      {
        x: P([-6.4, 37.9])[0],
        y: P([-6.4, 37.9])[1],
        'font-size': 22,
        'letter-spacing': 5,
        ...label,
        fill: c.umber,
        opacity: 0.8,
      },
      'ANDALUSIA',
    ),
  );
  d.add(
    el(
      'text',
      {
        x: P([-9.75, 37.4])[0],
        y: P([-9.75, 37.4])[1],
        'font-size': 26,
        'font-style': 'italic',
        ...label,
        fill: c.mapSeaLabel,
      },
      'Atlantic Ocean',
    ),
  );
  // north arrow and scale
  const ax = w * 0.93;
  const ay = h * 0.1;
  d.path(
    poly([
      [ax, ay - 30],
      [ax + 10, ay + 6],
      [ax, ay],
      [ax - 10, ay + 6],
    ]),
    { fill: c.ink },
  );
  d.add(el('text', { x: ax - 8, y: ay + 34, 'font-size': 22, ...label }, 'N'));
  // A 50 km scale bar in the open sea.
  const [sx0, sy] = P([-9.6, 36.35]);
  const [sx1] = P([-9.6 + 50 / (111.3 * Math.cos((37.5 * Math.PI) / 180)), 36.35]);
  d.path(
    `M${n(sx0)} ${n(sy)}H${n(sx1)}M${n(sx0)} ${n(sy - 8)}V${n(sy + 8)}M${n(sx1)} ${n(sy - 8)}V${n(sy + 8)}`,
    {
      stroke: c.ink,
      'stroke-width': 3,
    },
  );
  d.add(el('text', { x: sx0, y: sy - 14, 'font-size': 20, ...label }, '50 km'));
}
