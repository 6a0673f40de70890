import { describe, expect, it } from 'vitest';
import { capacities, spaHeroSlideCount, temperatures } from '../constants.ts';
import { facilityCategoryIds } from '../facility-category-lookups.ts';
import { formatTemperature } from '../format.ts';
import { mediaRecord } from '../media.ts';
import { spaSectionIds } from './spa-section-ids.ts';
import { spaHeroSlides, spaPage } from './spa.ts';

describe('spa page', () => {
  it('shows 16 distinct hero photos, each captioned in the media catalogue', () => {
    expect(spaHeroSlides).toHaveLength(spaHeroSlideCount);
    expect(spaHeroSlideCount).toBe(16);
    expect(new Set(spaHeroSlides).size).toBe(16);
    expect(spaHeroSlides[0]).toBe('spa-hero-01');
    expect(spaHeroSlides[15]).toBe('spa-hero-16');
    for (const key of spaHeroSlides) expect(mediaRecord(key).caption).toMatch(/\S/);
  });

  it('lists its sections in the order of their ids, which a page lays out without the words', () => {
    expect(spaPage.sections.map((s) => s.id)).toEqual(spaSectionIds);
  });

  it('lists every section of the spec, in its order', () => {
    expect(spaPage.sections.map((s) => s.title)).toEqual([
      'Sauna Rooms',
      'Steam Room',
      'Mud and Scrub Rituals',
      'Foot & Facial Therapies',
      'Salt Therapy',
      'Cooling Treatments',
      'Hot Baths',
      'Vitality Pool Bar',
      'Guided by Nature',
      'Stargazing Float Therapy',
      'Open-air Kitchen Classes',
      'Play & Rest Zones',
      'Entertain & Educate',
      'Nourish & Replenish',
      'Personal Touchless Treatment',
      'Traditional Tea House',
      'Curated as a Journey',
    ]);
    expect(new Set(spaPage.sections.map((s) => s.id)).size).toBe(spaPage.sections.length);
    for (const section of spaPage.sections) {
      if ('category' in section) {
        expect(facilityCategoryIds as readonly string[]).toContain(section.category);
      }
    }
  });

  it('states the spec facts', () => {
    const text = JSON.stringify(spaPage.sections);
    expect(spaPage.intro.heading).toBe('Over 25 stations in a continuous loop');
    expect(text).toContain(`up to ${String(capacities.showSaunaGuests)} guests`);
    expect(text).toContain('connects 3 biopools');
    expect(text).toContain(
      'A quartet of showers: warm rain, cold bucket, misty fog and tropical downpour.',
    );
    expect(text).toContain('Up to eight guests at a time');
    expect(text).toContain('Up to twelve guests');
    // The spec's four temperatures (§9); the others are the stations' safety guidance's.
    const { infraredSauna, coldPlunge, biopool, earthOnsen } = temperatures;
    for (const temperature of [infraredSauna, coldPlunge, biopool, earthOnsen]) {
      expect(text).toContain(formatTemperature(temperature));
    }
    expect(text).toContain('Two cabins of gentle infrared heat at 45-60°C.');
    const touchless = spaPage.sections.find((s) => s.id === 'touchless-treatment');
    expect(touchless?.body).toContain('Included in your Sanctum Flow pass');
    expect(touchless?.stations.map((s) => s.name)).toEqual([
      'Hydrojet',
      'Wavetouch',
      'Mineral Soak',
    ]);
  });

  it('has the four guided sequences with their steps', () => {
    expect(spaPage.sequences.items.map((s) => s.title)).toEqual([
      'Energy Boost Circuit',
      'Sleep Optimization Flow',
      'Detox & Circulation Cycle',
      'Play-to-Stillness Journey',
    ]);
    for (const sequence of spaPage.sequences.items) {
      expect(sequence.steps.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('calls to the spa booking and the concierge', () => {
    expect(spaPage.actions).toEqual([
      { label: 'Book a Spa Day', href: '/booking/spa' },
      { label: 'Design Your Circuit with Our Concierge', href: '/concierge' },
    ]);
  });
});
