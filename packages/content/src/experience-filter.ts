import { filterByCategory, parseCategory } from './model/experiences.ts';
import { experienceCategories, experiences } from './pages/experiences.ts';
import type { ExperienceCategoryId } from './pages/experiences.ts';

/**
 * The Experiences page's filter. The address carries it (`?category=wellness`) and category ids
 * are the same in every language, so a filtered address works in each; the cards come from the
 * page's words module, which a language's build swaps for its twin.
 */

/** Reads a `?category=` value; anything that is not a category means no filter. */
export function parseExperienceCategory(value: string | null): ExperienceCategoryId | null {
  return parseCategory(experienceCategories, value);
}

/** The cards a filter shows, in the catalogue's order. */
export function filterExperiences(
  category: ExperienceCategoryId | null,
): readonly (typeof experiences)[number][] {
  return filterByCategory(experiences, category);
}
