import { describe, expect, it } from 'vitest';
import {
  calibratedCpuMultiplier,
  performanceWithBlocking,
  referenceBenchmarkIndex,
} from './lighthouse.ts';
import type { ScoredResult } from './lighthouse.ts';

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

describe('a run scored with another blocking time', () => {
  // The mobile preset's weights and its TBT curve (p10 200 ms, median 600 ms), a page whose other
  // metrics score full marks and whose 600 ms of blocking scores half.
  const run = {
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: 0.85,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'speed-index', weight: 10 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'server-response-time', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { score: 1 },
      'speed-index': { score: 1 },
      'largest-contentful-paint': { score: 1 },
      'total-blocking-time': {
        score: 0.5,
        numericValue: 600,
        scoringOptions: { p10: 200, median: 600 },
      },
      'cumulative-layout-shift': { score: 1 },
      'server-response-time': { score: 0 },
    },
  } as unknown as ScoredResult;

  it('gives the run its own score for the blocking time it measured', () => {
    expect(performanceWithBlocking(run, 600)).toBe(85);
  });

  it('scores the blocking time on its own curve, the other metrics as measured', () => {
    expect(performanceWithBlocking(run, 0)).toBe(100);
    expect(performanceWithBlocking(run, 200)).toBe(97);
    expect(performanceWithBlocking(run, 2000)).toBeLessThan(75);
  });

  it('never scores a blocking time below none', () => {
    expect(performanceWithBlocking(run, -120)).toBe(100);
  });
});
