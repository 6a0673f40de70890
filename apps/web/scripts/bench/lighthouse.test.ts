import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier, referenceBenchmarkIndex } from './lighthouse.ts';

describe('CPU slowdown calibration', () => {
  it('keeps the preset multiplier on a host as fast as the reference, or faster', () => {
    expect(calibratedCpuMultiplier(4, referenceBenchmarkIndex)).toBe(4);
    expect(calibratedCpuMultiplier(4, 2400)).toBe(4);
    expect(calibratedCpuMultiplier(1, 2400)).toBe(1);
  });

  it('scales it down on a host that measures slower, so the simulated phone stays the same', () => {
    expect(calibratedCpuMultiplier(4, 750)).toBe(2);
    expect(calibratedCpuMultiplier(4, 1125)).toBe(3);
    expect(calibratedCpuMultiplier(1, 750)).toBe(0.5);
  });

  it('never goes below a quarter of the preset, nor trusts a missing index', () => {
    expect(calibratedCpuMultiplier(4, 100)).toBe(1);
    expect(calibratedCpuMultiplier(4, 0)).toBe(4);
    expect(calibratedCpuMultiplier(4, Number.NaN)).toBe(4);
  });
});
