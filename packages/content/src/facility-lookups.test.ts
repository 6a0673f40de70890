import { describe, expect, it } from 'vitest';
import { floorPlanMarkerCount } from './constants.ts';
import { facilities } from './facilities.ts';
import { facilityCategory, facilityCategoryIds } from './facility-category-lookups.ts';
import { facilityById, facilityCategoriesInUse } from './facility-lookups.ts';

describe('facilityById', () => {
  it('finds a facility by its id', () => {
    expect(facilityById('tea-house').name).toBe('Traditional Tea House');
  });

  it('throws on an unknown id', () => {
    expect(() => facilityById('jacuzzi')).toThrow(/Unknown facility/);
  });
});

describe('facilityCategory', () => {
  it('gives a named category its own label and colour', () => {
    expect(facilityCategory('scrub')).toEqual({
      id: 'scrub',
      label: 'Mud & Scrub',
      tone: 'sand',
      icon: 'mountain',
    });
  });

  it('draws any other category neutral', () => {
    expect(facilityCategory('treatment')).toEqual({
      id: 'treatment',
      label: 'Treatments',
      tone: 'neutral',
      icon: 'spa',
    });
    expect(facilityCategory('stargazing')).toEqual({
      id: 'stargazing',
      label: 'Stargazing',
      tone: 'neutral',
      icon: 'map-pin',
    });
    for (const facility of facilities) {
      const category = facilityCategory(facility.category);
      const known = (facilityCategoryIds as readonly string[]).includes(facility.category);
      expect(category.tone === 'neutral').toBe(!known);
    }
  });
});

describe('facilityCategoriesInUse', () => {
  it('counts the facilities of each category from the data; foot and salt have none', () => {
    const counts = Object.fromEntries(
      facilityCategoriesInUse().map((c) => [
        c.id,
        facilities.filter((facility) => facility.category === c.id).length,
      ]),
    );
    expect(counts).toEqual({
      sauna: 4,
      steam: 1,
      scrub: 1,
      foot: 0,
      salt: 0,
      cooling: 6,
      hot: 4,
      play: 3,
      entertain: 2,
      nourish: 4,
      touchless: 2,
      arrival: 1,
      treatment: 7,
    });
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(floorPlanMarkerCount);
  });

  it('lists the named categories first, then the others a list uses, each once', () => {
    const ids = facilityCategoriesInUse([
      { category: 'treatment' },
      { category: 'salt' },
      { category: 'treatment' },
    ]).map((c) => c.id);
    expect(ids).toEqual([...facilityCategoryIds, 'treatment']);
  });
});
