import { describe, expect, it } from 'vitest';
import { directionOnPlan } from './way.ts';

describe('directionOnPlan', () => {
  const centre = { top: 50, left: 50 };
  it('names the eight directions, with north at the top of the plan', () => {
    expect(directionOnPlan(centre, { top: 20, left: 50 })).toBe('north');
    expect(directionOnPlan(centre, { top: 20, left: 80 })).toBe('northEast');
    expect(directionOnPlan(centre, { top: 50, left: 80 })).toBe('east');
    expect(directionOnPlan(centre, { top: 80, left: 80 })).toBe('southEast');
    expect(directionOnPlan(centre, { top: 80, left: 50 })).toBe('south');
    expect(directionOnPlan(centre, { top: 80, left: 20 })).toBe('southWest');
    expect(directionOnPlan(centre, { top: 50, left: 20 })).toBe('west');
    expect(directionOnPlan(centre, { top: 20, left: 20 })).toBe('northWest');
  });

  it('rounds to the nearest direction', () => {
    expect(directionOnPlan(centre, { top: 10, left: 55 })).toBe('north');
    expect(directionOnPlan(centre, { top: 45, left: 90 })).toBe('east');
  });

  it('says nothing for two places side by side', () => {
    expect(directionOnPlan(centre, { top: 51, left: 52 })).toBeNull();
    expect(directionOnPlan(centre, centre)).toBeNull();
  });
});
