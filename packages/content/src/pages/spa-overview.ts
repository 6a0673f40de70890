import type { CallToAction } from '../actions.ts';
import { propertyClaims, spaHeroSlideCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise, numberWord } from '../format.ts';
import { numberedMedia } from '../media-frames.ts';
import { spaHeroMedia } from '../spa-hero-media.ts';

/** The 16 hero photos' media keys, in the order the carousel shows them. */
export const spaHeroSlides = numberedMedia(spaHeroMedia, spaHeroSlideCount);

/**
 * The spa circuit page's words around its stations and guided sequences: the hero, the
 * introduction, the safety note, the actions and the closing.
 */
export const spaOverview = {
  hero: {
    eyebrow: 'Sanctum Flow',
    intro: `A self-paced circuit of heat, water, earth and rest across ${numberWord(propertyClaims.sanctumFlowAcres)} acres of the Alentejo hills.`,
    carouselLabel: 'Spa circuit photographs',
    previousLabel: 'Previous photo',
    nextLabel: 'Next photo',
    pauseLabel: 'Pause slideshow',
    playLabel: 'Play slideshow',
    slides: spaHeroSlides,
  },
  intro: {
    eyebrow: 'The Circuit',
    heading: `${capitalise(claims.stationsStated)} stations in a continuous loop`,
    /** Shown on the sections that belong to no single category. */
    acrossLabel: 'Across the circuit',
    body: `Move from heat to cold to rest and back again, at your own pace, through ${numberWord(propertyClaims.sanctumFlowAcres)} acres of gardens, pools and pavilions. The stations are grouped by what they do for you; follow them in any order, or let one of the guided sequences below lead the way.`,
  },
  /** Leads to the safety page, which gathers every station's guidance. */
  safety: {
    heading: 'Heat, Cold and You',
    body: 'Each station of heat, cold or water lists its temperature, a recommended time, how to come back afterwards and who should ask a doctor first. The safety page gathers it all, with the signs to stop and what our hosts can help with.',
    actions: [
      { label: 'Safety at Every Station', href: '/spa/safety' },
    ] as const satisfies readonly CallToAction[],
  },
  actions: [
    { label: 'Book a Spa Day', href: '/booking/spa' },
    { label: 'Design Your Circuit with Our Concierge', href: '/concierge' },
  ] as const satisfies readonly CallToAction[],
  closing: {
    heading: 'Your Circuit Awaits',
    body: 'A day pass includes every station of the loop and your personal touchless treatment.',
  },
} as const;

/** The spa circuit page (spec "Spa Circuit page"); its heading is the route table's. */
