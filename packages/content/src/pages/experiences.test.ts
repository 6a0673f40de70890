import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
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

  it("chooses the words for a count by the language's plural rules", async () => {
    const pt = await inLanguage('pt-PT', () => import('./experiences.ts'));
    expect(pt.experienceCountLabel(10, null)).toBe('A mostrar todas as 10 experiências');
    expect(pt.experienceCountLabel(1, null)).toBe('A mostrar 1 experiência');
    expect(pt.experienceCountLabel(1, 'family')).toBe('A mostrar 1 de 10 experiências: Família');
    const es = await inLanguage('es-ES', () => import('./experiences.ts'));
    expect(es.experienceCountLabel(10, null)).toBe('Mostrando las 10 experiencias');
    expect(es.experienceCountLabel(1, null)).toBe('Mostrando 1 experiencia');
    expect(es.experienceCountLabel(2, 'wellness')).toBe(
      'Mostrando 2 de 10 experiencias: Bienestar',
    );
  });

  it("states the circuit's figures in the page's language", async () => {
    expect(experiences[0]?.description).toMatch(/^Over 25 stations across \d+ acres/);
    const pt = await inLanguage('pt-PT', () => import('./experiences.ts'));
    expect(pt.experiences[0]?.description).toMatch(
      /^Um circuito contínuo com mais de 25 espaços, em mais de \d+ hectares\./,
    );
  });
});
