import approach from '../../data/pages/approach/approach.en-GB.json' with { type: 'json' };
import { comingSoon } from '../chrome.ts';
import type { ApproachWords } from '../data/schemas/approach.ts';
import { language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The wellness philosophy page (spec "Wellness philosophy page"): the eight pillars. The words
 * are the team's, in `data/pages/approach/`.
 */

export interface WellnessPillar {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

// The build checks the file against its schema, which names the pictures a JSON file's own type
// cannot.
const words = approach as ApproachWords;

export const wellnessPillars = words.pillars satisfies readonly WellnessPillar[];

export const approachPage = {
  heroImage: words.heroImage,
  intro: words.intro,
  pillarsHeading: words.pillarsHeading,
  pillarEyebrow: (position: number) =>
    fillPlaceholders(words.pillarEyebrow, { position }, language.locale),
  /**
   * Each pillar's button leads to /programs in the spec but is disabled there; it stays a button
   * that says it is not available yet. Inside its pillar's card, one short word is enough.
   */
  programsButton: words.programsButton,
  programsUnavailable: comingSoon,
  closing: words.closing,
};
