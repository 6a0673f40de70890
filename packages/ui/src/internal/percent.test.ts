import { describe, expect, it } from 'vitest';
import { percentInside } from './percent.ts';

describe('percentInside', () => {
  it('keeps a value as it is given, fractions too', () => {
    expect(percentInside(0)).toBe('0%');
    expect(percentInside(37.5)).toBe('37.5%');
    expect(percentInside(100)).toBe('100%');
  });

  it('brings a value off the box back onto its edge, and a missing one to the middle', () => {
    expect(percentInside(-4)).toBe('0%');
    expect(percentInside(104)).toBe('100%');
    expect(percentInside(Number.NaN)).toBe('50%');
  });
});
