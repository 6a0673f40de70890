import data from '../../data/pages/spa/spa.en-GB.json' with { type: 'json' };
import type { CallToAction } from '../actions.ts';
import { spaHeroSlideCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { circuitAreaInWords } from '../circuit-area.ts';
import type { SpaPageRecord } from '../data/schemas/spa-page.ts';
import { capitalise } from '../format.ts';
import { language } from '../language.ts';
import { numberedMedia } from '../media-frames.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { spaHeroMedia } from '../spa-hero-media.ts';

/** The 16 hero photos' media keys, in the order the carousel shows them. */
export const spaHeroSlides = numberedMedia(spaHeroMedia, spaHeroSlideCount);

const record: SpaPageRecord = data;
const { locale } = language;

/** The circuit's figures the words state, written as the page's language writes them. */
const figures = { area: circuitAreaInWords(locale), stations: claims.stationsStated };
const fill = (sentence: string) => fillPlaceholders(sentence, figures, locale);

/**
 * The spa circuit page's words around its stations and guided sequences: the hero, the
 * introduction, the safety note, the actions and the closing. The words are the team's, in
 * `data/pages/spa/`; the circuit's area and number of stations are filled in here.
 */
export const spaOverview = {
  hero: { ...record.hero, intro: fill(record.hero.intro), slides: spaHeroSlides },
  intro: {
    ...record.intro,
    // A heading may begin with the number of stations, written for mid-sentence use.
    heading: capitalise(fill(record.intro.heading), locale),
    body: fill(record.intro.body),
  },
  /** Leads to the safety page, which gathers every station's guidance. */
  safety: {
    ...record.safety,
    actions: record.safety.actions as unknown as readonly [CallToAction],
  },
  // The schema holds the note to one button and the page to two.
  actions: record.actions as unknown as readonly [CallToAction, CallToAction],
  closing: record.closing,
} as const;
