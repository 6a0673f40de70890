import { describe, expect, it } from 'vitest';
import { stayAmenities, staysPage, stayTypes } from './stays.ts';

describe('stays', () => {
  it('has three stay types with four features each', () => {
    expect(stayTypes.map((s) => s.title)).toEqual([
      'Wellness Suites',
      'Garden Villas',
      'Beehive Pods',
    ]);
    for (const stay of stayTypes) {
      expect(stay.features, stay.id).toHaveLength(4);
      expect(new Set(stay.features).size, stay.id).toBe(4);
      expect(stay.image).toBe(`stay-${stay.id}`);
    }
  });

  it('has the four amenities of the spec', () => {
    expect(stayAmenities.map((a) => a.title)).toEqual([
      'Organic linens',
      'Filtered water',
      'Air purity measurement',
      'Wellness kit',
    ]);
  });

  it('links its buttons where the spec says', () => {
    expect(staysPage.hero.actions).toEqual([
      { label: 'View Accommodations', href: '/booking/accommodations' },
      { label: 'Learn More', href: '/approach', about: 'about our wellness approach' },
    ]);
    expect(staysPage.closing.actions).toEqual([
      { label: 'Book Your Stay', href: '/booking' },
      { label: 'View Availability', href: '/booking/accommodations' },
    ]);
  });
});
