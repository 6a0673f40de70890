/**
 * The fifteen spaces. Each shows the picture of what happens there, from its own family; only the
 * onsen garden is drawn here.
 */
import { grass } from '../elements.ts';
import { onsenTerraces } from '../subjects.ts';
import { palette as c } from '../palette.ts';
import { cafeScene, restaurantScene } from './dining.ts';
import { kidsScene, risehall, studioScene } from './experience.ts';
import { land, meadow } from './landscape.ts';
import type { Scene } from './landscape.ts';
import { padelScene, tennisScene } from './racket.ts';
import { thermalSanctuary } from './signature.ts';
import { biopoolScene, cinema, teaHouseScene } from './spa-hero.ts';
import { podsScene, suiteInterior, villaScene } from './stay.ts';

/** The scene of every space key. */
export const spaceScenes: Record<string, Scene> = {
  'space-wellness-suites': suiteInterior,
  'space-garden-villas': villaScene,
  'space-beehive-pods': podsScene('golden', 3),
  'space-thermal-circuit': thermalSanctuary,
  'space-onsen-garden': (d) => {
    land(d, 'day', { horizon: 0.45 });
    meadow(d, d.h * 0.52, c.sage, c.olive);
    onsenTerraces(d, d.w * 0.2, d.h * 0.9, d.h * 0.5);
    grass(d, d.h * 0.95, 60, c.oliveDark, 30);
  },
  'space-biolake': biopoolScene,
  'space-tennis-courts': tennisScene,
  'space-padel-courts': padelScene,
  'space-restaurant': restaurantScene,
  'space-wellness-cafe': cafeScene,
  'space-tea-house': teaHouseScene,
  'space-celestial-cinema': cinema,
  'space-risehall': risehall,
  'space-creative-studio': studioScene,
  'space-kids-meadow': kidsScene,
};
