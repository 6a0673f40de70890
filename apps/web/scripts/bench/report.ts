/**
 * The benchmark's arithmetic and its reports: medians of the runs, the budget check, and the
 * same table as plain text for the terminal and as Markdown for a pull request or an issue.
 */
import type { Budget, Preset } from '../../bench.config.ts';
import type { RouteWeight } from './html.ts';
import type { InteractionResult } from './interactions.ts';

/** One Lighthouse run, reduced to what the report shows. */
export interface RunSample {
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds, except CLS (unitless). */
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /** Bytes the browser transferred for the whole page load. */
  readonly totalBytes: number;
}

export interface RouteResult extends RunSample {
  readonly path: string;
  readonly preset: Preset;
  readonly runs: number;
  /** The highest performance score of the runs (what a budget with `performanceOf: 'best'` judges). */
  readonly bestPerformance?: number;
  readonly weight: RouteWeight;
  /** Median LCP of the same HTML with every script removed, when measured. */
  readonly twinLcp?: number;
  /**
   * Median TBT of that twin: the blocking time of parsing, styling and laying out the HTML alone,
   * which no script can remove. The page's TBT less this is what its scripts add.
   */
  readonly twinTbt?: number;
  /**
   * The performance score with the scripts' blocking time in place of the page's: each run
   * scored again with its TBT less the twin's (the median and the best of the runs), when the
   * twin was measured.
   */
  readonly scriptsPerformance?: number;
  readonly bestScriptsPerformance?: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const sampleKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'totalBytes',
] as const satisfies readonly (keyof RunSample)[];

/** The median of each figure on its own, as Lighthouse recommends for repeated runs. */
export function medianSample(samples: readonly RunSample[]): RunSample {
  return Object.fromEntries(
    sampleKeys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as RunSample;
}

/** The performance score a budget judges: the runs' median, or their best when it says so. */
export function judgedPerformance(
  result: Pick<
    RouteResult,
    'performance' | 'bestPerformance' | 'scriptsPerformance' | 'bestScriptsPerformance'
  >,
  budget: Budget,
): number {
  const best = budget.performanceOf === 'best';
  if (budget.blockingOf === 'scripts' && result.scriptsPerformance !== undefined) {
    return best && result.bestScriptsPerformance !== undefined
      ? result.bestScriptsPerformance
      : result.scriptsPerformance;
  }
  return best && result.bestPerformance !== undefined ? result.bestPerformance : result.performance;
}

/** LCP(page) / LCP(no-JS twin): 1.00 means scripts cost the paint nothing. */
export function lcpRatio(result: RouteResult): number | undefined {
  if (result.twinLcp === undefined || result.twinLcp <= 0) return undefined;
  return result.lcp / result.twinLcp;
}

const kb = (bytes: number) => bytes / 1000;

/** Every budget a result breaks, in words; empty when it holds them all. */
export function budgetFailures(result: RouteResult, budget: Budget): string[] {
  const failures: string[] = [];
  const where = `${result.path} (${result.preset})`;
  const atLeast = (name: string, value: number, floor: number) => {
    if (value < floor) failures.push(`${where}: ${name} ${value} < ${floor}`);
  };
  const byBest =
    budget.performanceOf === 'best' && result.bestPerformance !== undefined && result.runs > 1;
  const ofScripts = budget.blockingOf === 'scripts' && result.scriptsPerformance !== undefined;
  const name = ofScripts ? "performance with the scripts' blocking time" : 'performance';
  atLeast(
    byBest ? `${name} (best of ${result.runs} runs)` : name,
    judgedPerformance(result, budget),
    budget.performance,
  );
  atLeast('accessibility', result.accessibility, budget.accessibility);
  atLeast('best practices', result.bestPractices, budget.bestPractices);
  atLeast('SEO', result.seo, budget.seo);
  if (result.cls > budget.cls) failures.push(`${where}: CLS ${result.cls} > ${budget.cls}`);
  if (budget.initialJsKb !== undefined && kb(result.weight.jsGzip) > budget.initialJsKb) {
    failures.push(
      `${where}: initial JS ${kb(result.weight.jsGzip).toFixed(1)} KB gz > ${budget.initialJsKb} KB`,
    );
  }
  if (budget.initialCssKb !== undefined && kb(result.weight.cssGzip) > budget.initialCssKb) {
    failures.push(
      `${where}: initial CSS ${kb(result.weight.cssGzip).toFixed(1)} KB gz > ${budget.initialCssKb} KB`,
    );
  }
  return failures;
}

/**
 * Every page's initial JS and CSS against a budget: the weights need no browser, so even a
 * profile that measures a few pages checks them for every page of every language.
 */
export function weightFailures(
  weights: readonly { readonly path: string; readonly weight: RouteWeight }[],
  budget: Pick<Budget, 'initialJsKb' | 'initialCssKb'>,
): string[] {
  return weights.flatMap(({ path, weight }) => {
    const failures: string[] = [];
    if (budget.initialJsKb !== undefined && kb(weight.jsGzip) > budget.initialJsKb)
      failures.push(
        `${path}: initial JS ${kb(weight.jsGzip).toFixed(1)} KB gz > ${budget.initialJsKb} KB`,
      );
    if (budget.initialCssKb !== undefined && kb(weight.cssGzip) > budget.initialCssKb)
      failures.push(
        `${path}: initial CSS ${kb(weight.cssGzip).toFixed(1)} KB gz > ${budget.initialCssKb} KB`,
      );
    return failures;
  });
}

const columns = [
  'route',
  'preset',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB gz',
  'CSS KB gz',
  'total KB',
  'LCP/no-JS',
  'TBT no-JS',
  'perf scripts',
] as const;

function cells(result: RouteResult): string[] {
  const ratio = lcpRatio(result);
  return [
    result.path,
    result.preset,
    String(Math.round(result.performance)),
    String(Math.round(result.accessibility)),
    String(Math.round(result.bestPractices)),
    String(Math.round(result.seo)),
    String(Math.round(result.fcp)),
    String(Math.round(result.lcp)),
    String(Math.round(result.tbt)),
    result.cls.toFixed(3),
    kb(result.weight.jsGzip).toFixed(1),
    kb(result.weight.cssGzip).toFixed(1),
    kb(result.totalBytes).toFixed(1),
    ratio === undefined ? '–' : ratio.toFixed(2),
    result.twinTbt === undefined ? '–' : String(Math.round(result.twinTbt)),
    result.scriptsPerformance === undefined ? '–' : String(Math.round(result.scriptsPerformance)),
  ];
}

/**
 * A fixed-width table for the terminal: the first two columns (what was measured, where) read
 * left-aligned, the figures right-aligned.
 */
function fixedWidth(header: readonly string[], body: readonly string[][]): string {
  const rows = [[...header], ...body];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

/** The same table in Markdown, the figures' columns right-aligned. */
function markdown(header: readonly string[], body: readonly string[][]): string {
  const line = (row: readonly string[]) => `| ${row.join(' | ')} |`;
  return [
    line(header),
    line(header.map((_, i) => (i < 2 ? '---' : '---:'))),
    ...body.map(line),
  ].join('\n');
}

export const textTable = (results: readonly RouteResult[]): string =>
  fixedWidth(columns, results.map(cells));

export const markdownTable = (results: readonly RouteResult[]): string =>
  markdown(columns, results.map(cells));

const interactionColumns = ['interaction', 'route', 'input to paint ms', 'runs ms'] as const;

/** An interaction's row: the median input-to-paint time, and every run's. */
function interactionCells(result: InteractionResult): string[] {
  // Event Timing reports no event under 16 ms: a run it did not report shows as "<16".
  const ms = (value: number) => (value === 0 ? '<16' : String(Math.round(value)));
  return [result.name, result.path, ms(median(result.samples)), result.samples.map(ms).join(' ')];
}

export const interactionTextTable = (results: readonly InteractionResult[]): string =>
  fixedWidth(interactionColumns, results.map(interactionCells));

export const interactionMarkdownTable = (results: readonly InteractionResult[]): string =>
  markdown(interactionColumns, results.map(interactionCells));

/** Every interaction whose median input-to-paint time is over `limitMs`, in words. */
export function interactionFailures(
  results: readonly InteractionResult[],
  limitMs: number,
  of: 'median' | 'best' = 'median',
): string[] {
  return results
    .filter((result) => judgedInteraction(result, of) > limitMs)
    .map((result) => {
      const runs = of === 'best' && result.samples.length > 1;
      const figure = `input to paint${runs ? ` (best of ${result.samples.length} runs)` : ''}`;
      return `${result.path} (${result.name}): ${figure} ${Math.round(judgedInteraction(result, of))} ms > ${limitMs} ms`;
    });
}

/** The figure an interaction's limit judges: the median of its runs, or the quickest. */
function judgedInteraction(
  result: Pick<InteractionResult, 'samples'>,
  of: 'median' | 'best' = 'median',
): number {
  return of === 'best' ? Math.min(...result.samples) : median(result.samples);
}

/**
 * How fast the host was while it measured: Lighthouse's BenchmarkIndex over every route and
 * preset of the report. Two sittings' blocking times and interactions compare only on hosts of
 * like speed: the simulation's CPU multiplier is scaled down for a slow host but never up for a
 * fast one, and the interactions slow whatever CPU there is a fixed 4×.
 */
export function hostSpeedNote(
  calibration: Readonly<Record<string, { readonly benchmarkIndex: number }>>,
  referenceIndex: number,
): string | undefined {
  const indexes = Object.values(calibration)
    .map((entry) => entry.benchmarkIndex)
    .filter((index) => index > 0);
  if (indexes.length === 0) return undefined;
  return (
    `Host speed (Lighthouse's BenchmarkIndex; the presets assume ${referenceIndex}): median ` +
    `${Math.round(median(indexes))} (${Math.min(...indexes)}–${Math.max(...indexes)} over the ` +
    `${indexes.length === 1 ? 'route and preset' : `${indexes.length} routes and presets`} ` +
    'measured). Compare blocking times and interactions only with a sitting of like speed.'
  );
}
