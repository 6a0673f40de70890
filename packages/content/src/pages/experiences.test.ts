import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { experienceCategorySchema, experienceSchema } from '../model/schemas.ts';
import {
  defaultExperienceButtonLabel,
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiences,
} from './experiences.ts';

const categoryIds = ['wellness', 'movement', 'nature', 'creative', 'family', 'stay', 'technology'];

// The model's schema, with Alento's categories and picture keys.
const ExperienceSchema = v.object({
  ...experienceSchema.entries,
  image: v.pipe(v.string(), v.startsWith('experience-')),
  category: v.picklist(categoryIds),
});

describe('experiences', () => {
  it('has the seven categories of the spec, each with a readable name and its own tone', () => {
    expect(experienceCategories.map((c) => c.id)).toEqual(categoryIds);
    for (const category of experienceCategories) {
      expect(category.name).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(new Set(experienceCategories.map((c) => c.tone)).size).toBe(7);
    for (const category of experienceCategories)
      expect(() => v.parse(experienceCategorySchema, category), category.id).not.toThrow();
  });

  it("holds the ten cards of the spec's table with their links and categories", () => {
    expect(experiences.map((e) => [e.title, e.link, e.category])).toEqual([
      ['Sanctum Flow', '/spa', 'wellness'],
      ['Vitality Circuits', '/booking', 'technology'],
      ['Nature Stays', '/spaces', 'stay'],
      ['Nature Immersions', '/booking', 'nature'],
      ['Rest & Stillness', '/booking', 'wellness'],
      ['Creative & Soul Spaces', '/booking', 'creative'],
      ['RiseHall', '/booking', 'creative'],
      ['Alento Club', '/racket-club', 'movement'],
      ["The Kids' Path", '/booking', 'family'],
      ['AI Wellness Concierge', '/concierge', 'technology'],
    ]);
    for (const experience of experiences) {
      expect(() => v.parse(ExperienceSchema, experience), experience.id).not.toThrow();
      expect(experience.image).toBe(`experience-${experience.id}`);
    }
    expect(new Set(experiences.map((e) => e.id)).size).toBe(10);
  });

  it("labels a card's button with its own words, or the spec's default", () => {
    expect(defaultExperienceButtonLabel).toBe('Start Your Wellness Path');
    const labels = experiences.map(experienceButtonLabel);
    expect(labels.filter((l) => l === defaultExperienceButtonLabel).length).toBeGreaterThan(0);
    expect(labels.filter((l) => l !== defaultExperienceButtonLabel).length).toBeGreaterThan(0);
  });

  it('tells how many experiences the filter shows', () => {
    expect(experienceCountLabel(10, null)).toBe('Showing all 10 experiences');
    expect(experienceCountLabel(2, 'technology')).toBe('Showing 2 of 10 experiences: Technology');
  });
});
