import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIdentity, measuredKey, resumable } from './resume.ts';
import type { RouteResult } from './report.ts';

const result = (path: string, preset: 'mobile' | 'desktop', runs = 3): RouteResult => ({
  path,
  preset,
  runs,
  weight: { jsGzip: 85_000, cssGzip: 5_000, htmlGzip: 9_000 },
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1050,
  lcp: 1650,
  tbt: 40,
  cls: 0,
  totalBytes: 220_000,
  twinLcp: 1650,
  twinTbt: 30,
});

const report = (over: Record<string, unknown> = {}) => ({
  profile: 'full',
  build: 'abc',
  results: [result('/home', 'mobile'), result('/home', 'desktop'), result('/spa', 'mobile')],
  calibration: {
    [measuredKey('/home', 'mobile')]: { benchmarkIndex: 1800, cpuSlowdownMultiplier: 4 },
    [measuredKey('/spa', 'mobile')]: { benchmarkIndex: 1700, cpuSlowdownMultiplier: 4 },
  },
  failedAudits: { [measuredKey('/spa', 'mobile')]: ['performance/total-blocking-time'] },
  ...over,
});

const expected = { profile: 'full', runs: 3, build: 'abc' };

describe('going on from a report', () => {
  it('keeps every route and preset the same build measured with as many runs', () => {
    const kept = resumable(report(), expected);
    expect(kept.results.map((r) => measuredKey(r.path, r.preset))).toEqual([
      '/home (mobile)',
      '/home (desktop)',
      '/spa (mobile)',
    ]);
    expect(Object.keys(kept.calibration)).toEqual(['/home (mobile)', '/spa (mobile)']);
    expect(kept.failedAudits).toEqual({
      '/spa (mobile)': ['performance/total-blocking-time'],
    });
  });

  it('keeps nothing from another build, another profile or no report at all', () => {
    expect(resumable(report({ build: 'def' }), expected).results).toEqual([]);
    expect(resumable(report({ build: undefined }), expected).results).toEqual([]);
    expect(resumable(report({ profile: 'quick' }), expected).results).toEqual([]);
    expect(resumable(null, expected).results).toEqual([]);
    expect(resumable('not a report', expected).results).toEqual([]);
    expect(resumable(report({ results: 'none' }), expected).results).toEqual([]);
  });

  it('measures again a route measured with fewer runs than this run takes, and forgets its calibration', () => {
    const kept = resumable(
      report({ results: [result('/home', 'mobile', 1), result('/spa', 'mobile')] }),
      expected,
    );
    expect(kept.results.map((r) => r.path)).toEqual(['/spa']);
    expect(Object.keys(kept.calibration)).toEqual(['/spa (mobile)']);
  });
});

describe("a build's identity", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (path: string, html: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), html);
  };

  it('changes with any page, and with nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'alento-build-'));
    page('home', '<script src="/assets/entry-aaa.js"></script>');
    page('pt/home', '<p>Olá</p>');
    const first = buildIdentity(dir);
    expect(buildIdentity(dir)).toBe(first);

    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    expect(buildIdentity(dir)).toBe(first);

    page('home', '<script src="/assets/entry-bbb.js"></script>');
    const second = buildIdentity(dir);
    expect(second).not.toBe(first);

    page('es/home', '<p>Hola</p>');
    expect(buildIdentity(dir)).not.toBe(second);
  });
});
