import { describe, expect, it } from 'vitest';
import { benchProfiles } from '../../bench.config.ts';
import {
  budgetFailures,
  hostSpeedNote,
  interactionFailures,
  interactionMarkdownTable,
  interactionTextTable,
  lcpRatio,
  markdownTable,
  median,
  medianSample,
  textTable,
  weightFailures,
} from './report.ts';
import type { RouteResult, RunSample } from './report.ts';

const sample = (over: Partial<RunSample> = {}): RunSample => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 0,
  cls: 0,
  totalBytes: 150_000,
  ...over,
});

const result = (over: Partial<RouteResult> = {}): RouteResult => ({
  path: '/home',
  preset: 'mobile',
  runs: 3,
  weight: { jsGzip: 90_000, cssGzip: 6_000, htmlGzip: 3_000 },
  ...sample(),
  ...over,
});

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure’s median on its own', () => {
    const m = medianSample([
      sample({ performance: 90, lcp: 1200 }),
      sample({ performance: 99, lcp: 900 }),
      sample({ performance: 95, lcp: 1000 }),
    ]);
    expect(m.performance).toBe(95);
    expect(m.lcp).toBe(1000);
  });
});

describe('budgets', () => {
  const full = benchProfiles.full.budgets.mobile;

  it('holds for a page that meets every figure', () => {
    expect(budgetFailures(result(), full)).toEqual([]);
  });

  it('names each broken figure', () => {
    const failures = budgetFailures(
      result({
        performance: 94,
        seo: 92,
        cls: 0.01,
        weight: { jsGzip: 100_001, cssGzip: 8_500, htmlGzip: 1 },
      }),
      full,
    );
    expect(failures).toEqual([
      '/home (mobile): performance 94 < 95',
      '/home (mobile): SEO 92 < 100',
      '/home (mobile): CLS 0.01 > 0',
      '/home (mobile): initial JS 100.0 KB gz > 90 KB',
      '/home (mobile): initial CSS 8.5 KB gz > 8 KB',
    ]);
  });

  it('gives the quick subset its performance margin and the full weight budgets', () => {
    const quick = benchProfiles.quick.budgets.mobile;
    expect(
      budgetFailures(
        result({ performance: 91, weight: { jsGzip: 90_000, cssGzip: 8_000, htmlGzip: 1 } }),
        quick,
      ),
    ).toEqual([]);
    // Weight does not depend on the machine: no margin for it.
    expect(
      budgetFailures(result({ weight: { jsGzip: 90_100, cssGzip: 8_100, htmlGzip: 1 } }), quick),
    ).toEqual([
      '/home (mobile): initial JS 90.1 KB gz > 90 KB',
      '/home (mobile): initial CSS 8.1 KB gz > 8 KB',
    ]);
    expect(budgetFailures(result({ performance: 89, bestPerformance: 89 }), quick)).toEqual([
      '/home (mobile): performance (best of 3 runs) 89 < 90',
    ]);
  });

  it('judges the quick subset on its best run and the full benchmark on the median', () => {
    const slowSitting = result({ performance: 86, bestPerformance: 92, runs: 5 });
    expect(budgetFailures(slowSitting, benchProfiles.quick.budgets.mobile)).toEqual([]);
    expect(budgetFailures(slowSitting, benchProfiles.full.budgets.mobile)).toEqual([
      '/home (mobile): performance 86 < 95',
    ]);
    expect(
      budgetFailures(
        result({ performance: 80, bestPerformance: 88, runs: 7 }),
        benchProfiles.quick.budgets.mobile,
      ),
    ).toEqual(['/home (mobile): performance (best of 7 runs) 88 < 90']);
  });
});

describe("the scripts' blocking time", () => {
  const quick = benchProfiles.quick.budgets.mobile;
  const pageAlone = { performance: 84, bestPerformance: 86, runs: 4, tbt: 640 };
  const slowMachine = result({
    ...pageAlone,
    twinTbt: 420,
    scriptsPerformance: 95,
    bestScriptsPerformance: 97,
  });

  it('is what the quick subset judges, on its best run, when the twin was measured', () => {
    expect(budgetFailures(slowMachine, quick)).toEqual([]);
    expect(
      budgetFailures({ ...slowMachine, scriptsPerformance: 85, bestScriptsPerformance: 88 }, quick),
    ).toEqual([
      "/home (mobile): performance with the scripts' blocking time (best of 4 runs) 88 < 90",
    ]);
  });

  it('leaves the page’s own score to judge without a twin, and in the full benchmark', () => {
    expect(budgetFailures(result(pageAlone), quick)).toEqual([
      '/home (mobile): performance (best of 4 runs) 86 < 90',
    ]);
    expect(budgetFailures(slowMachine, benchProfiles.full.budgets.mobile)).toEqual([
      '/home (mobile): performance 84 < 95',
    ]);
  });
});

describe('reports', () => {
  const rows = [
    result({ twinLcp: 600, twinTbt: 12.4, scriptsPerformance: 100 }),
    result({ path: '/spa', preset: 'desktop' }),
  ];

  it('shows LCP(page) / LCP(no-JS twin), or a dash when the twin was not measured', () => {
    expect(lcpRatio(rows[0]!)).toBe(1.5);
    expect(lcpRatio(rows[1]!)).toBeUndefined();
  });

  it('prints one line per route and preset, in Markdown and as text', () => {
    const md = markdownTable(rows).split('\n');
    expect(md).toHaveLength(4);
    expect(md[2]).toBe(
      '| /home | mobile | 100 | 100 | 100 | 100 | 800 | 900 | 0 | 0.000 | 90.0 | 6.0 | 150.0 | 1.50 | 12 | 100 |',
    );
    expect(md[3]).toContain('| /spa | desktop |');
    expect(md[3]).toMatch(/\| – \| – \| – \|$/);
    const text = textTable(rows).split('\n');
    expect(text).toHaveLength(3);
    expect(text[1]).toMatch(/^\/home\s+mobile\s+100/);
  });
});

describe('interaction timings', () => {
  const results = [
    { name: 'open a floor-plan marker', path: '/home', samples: [48, 56, 40] },
    { name: 'switch a concierge tab', path: '/concierge', samples: [0, 0, 24] },
    { name: 'send the contact form with errors', path: '/contact', samples: [120, 96, 112] },
  ];

  it('report the median of the runs, and every run, with "<16" for what Event Timing skips', () => {
    const table = interactionMarkdownTable(results);
    expect(table).toContain('| open a floor-plan marker | /home | 48 | 48 56 40 |');
    expect(table).toContain('| switch a concierge tab | /concierge | <16 | <16 <16 24 |');
    expect(interactionTextTable(results).split('\n')).toHaveLength(4);
  });

  it('fail where the median is over the limit, and only there', () => {
    expect(interactionFailures(results, 100)).toEqual([
      '/contact (send the contact form with errors): input to paint 112 ms > 100 ms',
    ]);
    expect(interactionFailures(results, 120)).toEqual([]);
  });

  it('fail, judged on the best run, only where every run is over the limit', () => {
    expect(interactionFailures(results, 100, 'best')).toEqual([]);
    expect(interactionFailures(results, 90, 'best')).toEqual([
      '/contact (send the contact form with errors): input to paint (best of 3 runs) 96 ms > 90 ms',
    ]);
    expect(
      interactionFailures([{ name: 'a tap', path: '/spa', samples: [208] }], 200, 'best'),
    ).toEqual(['/spa (a tap): input to paint 208 ms > 200 ms']);
  });
});

describe('the host speed note', () => {
  it('gives the median and range of the BenchmarkIndex over the routes and presets measured', () => {
    const note = hostSpeedNote(
      {
        '/home mobile': { benchmarkIndex: 2100 },
        '/home desktop': { benchmarkIndex: 1700 },
        '/spa mobile': { benchmarkIndex: 2500 },
      },
      1500,
    );
    expect(note).toContain('the presets assume 1500');
    expect(note).toContain('median 2100 (1700–2500 over the 3 routes and presets measured)');
    expect(hostSpeedNote({ '/home mobile': { benchmarkIndex: 1900 } }, 1500)).toContain(
      'median 1900 (1900–1900 over the route and preset measured)',
    );
  });

  it('says nothing when no run read the index', () => {
    expect(hostSpeedNote({}, 1500)).toBeUndefined();
    expect(hostSpeedNote({ '/home mobile': { benchmarkIndex: 0 } }, 1500)).toBeUndefined();
  });
});

describe("every page's weight", () => {
  const weight = (jsGzip: number, cssGzip = 5_000) => ({ jsGzip, cssGzip, htmlGzip: 9_000 });

  it('names each page over the initial JS or CSS budget, and only those', () => {
    expect(
      weightFailures(
        [
          { path: '/home', weight: weight(89_900) },
          { path: '/circuit', weight: weight(95_800) },
          { path: '/pt/spa', weight: weight(80_000, 8_100) },
        ],
        { initialJsKb: 90, initialCssKb: 8 },
      ),
    ).toEqual(['/circuit: initial JS 95.8 KB gz > 90 KB', '/pt/spa: initial CSS 8.1 KB gz > 8 KB']);
  });

  it('checks nothing a budget leaves unset', () => {
    expect(weightFailures([{ path: '/home', weight: weight(500_000) }], {})).toEqual([]);
  });
});
