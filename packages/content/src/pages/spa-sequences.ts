import data from '../../data/spa/sequences/sequences.en-GB.json' with { type: 'json' };
import { elementalShowers } from '../claims.ts';
import type { SpaSequencesRecord } from '../data/schemas/spa.ts';
import { numberWord } from '../format.ts';
import { language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';

export interface GuidedSequence {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly duration: string;
  readonly steps: readonly string[];
}

const record = data as SpaSequencesRecord;
const showerCount = numberWord(elementalShowers.elements.length, language.locale);

/**
 * The spa's guided sequences: on the spa page, as the spa request form's journeys and as what
 * the concierge suggests. Their words are in `data/spa/sequences/`, where a step names the number
 * of elemental showers as `{showerCount}`. A module of their own, so the form and the concierge
 * carry them without the rest of the spa page.
 */
export const spaSequences = {
  ...record,
  items: record.items.map((item) => ({
    ...item,
    steps: item.steps.map((step) => fillPlaceholders(step, { showerCount }, language.locale)),
  })),
} satisfies { readonly items: readonly GuidedSequence[] };
