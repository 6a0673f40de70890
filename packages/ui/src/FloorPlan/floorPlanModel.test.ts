import { describe, expect, it } from 'vitest';
import { groupMarkers, percentStep } from './floorPlanModel.ts';

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

describe('percentStep', () => {
  it('keeps positions on the plan, in whole percent', () => {
    expect(percentStep(-4)).toBe(0);
    expect(percentStep(104)).toBe(100);
    expect(percentStep(37.4)).toBe(37);
    expect(percentStep(37.5)).toBe(38);
    expect(percentStep(Number.NaN)).toBe(50);
  });
});
