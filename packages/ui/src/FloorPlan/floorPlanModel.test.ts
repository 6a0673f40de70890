import { describe, expect, it } from 'vitest';
import { groupMarkers } from './floorPlanModel.ts';

describe('groupMarkers', () => {
  const markers = [
    { id: 'a', category: 'heat' },
    { id: 'b', category: 'cold' },
    { id: 'c', category: 'heat' },
    { id: 'd', category: 'elsewhere' },
  ];

  it('follows the category order, then adds categories it was not told about', () => {
    const groups = groupMarkers(markers, ['cold', 'heat', 'empty']);
    expect(groups.map((g) => [g.categoryId, g.markers.map((m) => m.id)])).toEqual([
      ['cold', ['b']],
      ['heat', ['a', 'c']],
      ['elsewhere', ['d']],
    ]);
  });

  it('leaves no marker out', () => {
    const total = groupMarkers(markers, []).reduce((sum, g) => sum + g.markers.length, 0);
    expect(total).toBe(markers.length);
  });
});
