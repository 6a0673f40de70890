import data from '../../data/pages/experiences/experiences.en-GB.json' with { type: 'json' };
import { claims } from '../claims.ts';
import type { ExperiencesRecord } from '../data/schemas/experiences.ts';
import { circuitArea } from '../circuit-area.ts';
import { capitalise } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import type { Experience as ModelExperience } from '../model/experiences.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The Experiences catalogue (spec "Experiences page"): seven categories for the filter bar and the
 * ten cards of the spec's table, in its order. The words are the team's, in
 * `data/pages/experiences/`; the circuit's figures a card states are filled in here, in the
 * page's language.
 */

const record = data as ExperiencesRecord;
const { locale } = language;

/**
 * A named colour for a category. Content names the tone; the design system maps each name to
 * theme colours, so another property's palette changes the look without touching this file.
 */
export type ExperienceTone = ExperiencesRecord['categories'][number]['tone'];

export type ExperienceCategoryId = ExperiencesRecord['categories'][number]['id'];

export interface ExperienceCategory {
  readonly id: ExperienceCategoryId;
  readonly name: string;
  readonly tone: ExperienceTone;
}

export const experienceCategories: readonly ExperienceCategory[] = record.categories;

/** Experience card (spec §3): id, title, subtitle, description, icon, link, image, category. */
export interface Experience extends ModelExperience<ExperienceCategoryId> {
  readonly image: MediaKey;
}

export const defaultExperienceButtonLabel: string = record.defaultButtonLabel;

/** The circuit's figures a card may state, written as the page's language writes them. */
const figures = {
  stations: claims.stationsStated,
  area: String(circuitArea(locale)),
};

// A description is a sentence, so a figure that begins it begins with a capital.
export const experiences: readonly Experience[] = record.experiences.map((experience) => ({
  ...experience,
  description: capitalise(fillPlaceholders(experience.description, figures, locale), locale),
}));

export const experiencesPage = {
  heroImage: record.heroImage,
  intro: record.intro,
  sectionHeading: record.sectionHeading,
  filterLabel: record.filterLabel,
  listLabel: record.listLabel,
  allLabel: record.allLabel,
} as const;

/** The button label a card shows. */
export function experienceButtonLabel(experience: Experience): string {
  return experience.buttonLabel ?? defaultExperienceButtonLabel;
}

/** What the filter tells a guest it shows, e.g. "Showing 2 of 10 experiences: Wellness". */
export function experienceCountLabel(count: number, category: ExperienceCategoryId | null): string {
  if (!category) return fillPlaceholders(record.countAll, { count }, locale);
  const name = experienceCategories.find((c) => c.id === category)!.name;
  return fillPlaceholders(
    record.countFiltered,
    { count, total: experiences.length, category: name },
    locale,
  );
}
