import { describe, expect, it } from 'vitest';
import { filterExperiences, parseExperienceCategory } from './experience-filter.ts';
import { experienceCategories } from './pages/experiences.ts';

describe('experience filter', () => {
  it('reads the category from the address and ignores anything else', () => {
    expect(parseExperienceCategory('wellness')).toBe('wellness');
    expect(parseExperienceCategory(null)).toBeNull();
    expect(parseExperienceCategory('')).toBeNull();
    expect(parseExperienceCategory('Wellness')).toBeNull();
    expect(parseExperienceCategory('toString')).toBeNull();
  });

  it('filters to one category in catalogue order, and shows every card without one', () => {
    expect(filterExperiences(null)).toHaveLength(10);
    expect(filterExperiences('creative').map((e) => e.id)).toEqual([
      'creative-soul-spaces',
      'risehall',
    ]);
    // The data can never produce an empty list: every category has a card.
    for (const category of experienceCategories) {
      expect(filterExperiences(category.id).length, category.id).toBeGreaterThan(0);
    }
  });
});
