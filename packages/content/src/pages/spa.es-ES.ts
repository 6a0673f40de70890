/** The spa circuit page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './spa.ts';
import { spaOverview } from './spa-overview.es-ES.ts';
import { spaSections, touchlessOptions } from './spa-stations.ts';
import { spaSequences } from './spa-sequences.ts';

export { spaHeroSlides, spaOverview } from './spa-overview.es-ES.ts';

export const spaPage: Words<typeof en.spaPage> = {
  ...spaOverview,
  sections: spaSections,
  touchlessOptions,
  sequences: spaSequences,
};
