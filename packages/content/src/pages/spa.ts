/**
 * The spa circuit page (spec "Spa Circuit page"): its words, its stations and its guided
 * sequences, each in a module of its own, so a page that shows one of them (the request form's
 * journeys, the concierge's suggestion) imports that one alone. It has no words of its own: each
 * language's build gives it the words of the modules it gathers.
 */
import { spaOverview } from './spa-overview.ts';
import { spaSections, touchlessOptions } from './spa-stations.ts';
import { spaSequences } from './spa-sequences.ts';

export { spaHeroSlides, spaOverview } from './spa-overview.ts';
export type { SpaSection, SpaStation } from './spa-stations.ts';
export type { GuidedSequence } from './spa-sequences.ts';

/** The spa circuit page; its heading is the route table's. */
export const spaPage = {
  ...spaOverview,
  sections: spaSections,
  touchlessOptions,
  sequences: spaSequences,
} as const;
