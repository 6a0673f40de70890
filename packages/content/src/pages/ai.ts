import ai from '../../data/pages/ai/ai.en-GB.json' with { type: 'json' };
import type { PageAction } from '../actions.ts';
import { assessmentDuration } from '../claims.ts';
import { journeyModes } from '../assessment.ts';
import type { AiWords } from '../data/schemas/ai.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';

const [relax, refresh, revive] = journeyModes;

/**
 * The AI wellness page (spec "AI wellness", /ai): how a personalised schedule is made, what it
 * gives a guest and what it is built on. The "AI" is the resort's written wellness rules
 * (`concierge-rules.ts`), run in the guest's browser; the page says so before anything else.
 * The words are the team's, in `data/pages/ai/`; the assessment's length and the modes' names
 * are filled in here.
 */

export interface AiStep {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export interface AiBenefit {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

// The build checks the file against its schema, which names the pictures a JSON file's own type
// cannot.
const words = ai as AiWords;

const figures = {
  duration: assessmentDuration,
  relax: relax.name,
  refresh: refresh.name,
  revive: revive.name,
};

// The schema keeps the four steps the page lays out, which the file's own type cannot say.
export const aiSteps = words.steps.items.map((step) => ({
  ...step,
  description: fillPlaceholders(step.description, figures, language.locale),
})) as unknown as readonly [AiStep, AiStep, AiStep, AiStep];

export const aiBenefits = words.benefits.items satisfies readonly AiBenefit[];

export const aiTechnology = words.technology.items satisfies readonly AiBenefit[];

export const aiWellnessPage = {
  hero: words.hero,
  privacy: words.privacy,
  steps: { eyebrow: words.steps.eyebrow, heading: words.steps.heading },
  benefits: { heading: words.benefits.heading, intro: words.benefits.intro },
  technology: {
    eyebrow: words.technology.eyebrow,
    heading: words.technology.heading,
    intro: words.technology.intro,
  },
  closing: words.closing,
} satisfies {
  hero: { image: MediaKey; eyebrow: string; intro: string; action: PageAction };
  privacy: { heading: string; paragraphs: readonly string[] };
  steps: { eyebrow: string; heading: string };
  benefits: { heading: string; intro: string };
  technology: { eyebrow: string; heading: string; intro: string };
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
