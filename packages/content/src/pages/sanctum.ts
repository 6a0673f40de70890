import page from '../../data/pages/sanctum/sanctum.en-GB.json' with { type: 'json' };
import { comingSoon } from '../chrome.ts';
import type { PageAction } from '../actions.ts';
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise, hectaresOver } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The Sanctum page (spec "Sanctum"): two spa pathways, the philosophy, the personalised day. The
 * words are in `data/pages/sanctum/`; Sanctum Flow's size and its number of stations are the
 * site's, filled in here in the page's language.
 */

export interface SanctumPathway {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly highlights: readonly string[];
  /** Media key of the pathway's picture. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

const flowAcres = propertyClaims.sanctumFlowAcres;
/** The figures a pathway may name, written as the page's language writes them. */
const figures = {
  // Sanctum Flow's size in the unit the language states it in; hectares are rounded down,
  // since the sentence says "more than".
  flowSize: String(page.areaUnit === 'hectares' ? hectaresOver(flowAcres) : flowAcres),
  stations: capitalise(claims.stationsStated, language.locale),
};
const fill = (sentence: string) => fillPlaceholders(sentence, figures, language.locale);

function pathway(record: (typeof page.pathways)[number]): SanctumPathway {
  const { label, href } = record.action as { label: string; href?: string };
  return {
    ...record,
    description: fill(record.description),
    highlights: record.highlights.map(fill),
    image: record.image as MediaKey,
    // A pathway with no page yet says so instead of pretending.
    action: href ? { label, href } : { label, unavailable: comingSoon },
  };
}

const [biosanctum, flow] = page.pathways;
if (!biosanctum || !flow) throw new Error('The Sanctum page needs its two pathways');

export const sanctumPathways: readonly [SanctumPathway, SanctumPathway] = [
  pathway(biosanctum),
  pathway(flow),
];

export const sanctumPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly pathwaysHeading: string;
  readonly philosophy: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly paragraphs: readonly string[];
  };
  readonly journey: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly { readonly title: string; readonly description: string }[];
    readonly action: PageAction;
  };
} = {
  heroImage: page.heroImage as MediaKey,
  intro: page.intro,
  pathwaysHeading: page.pathwaysHeading,
  philosophy: page.philosophy,
  journey: page.journey,
};
