/**
 * Lighthouse in the project's Chromium. One browser serves every run; Lighthouse opens a fresh
 * tab and resets storage for each.
 *
 * Throttling: Lighthouse's default "simulate" method (Lantern). The page loads from 127.0.0.1 at
 * full speed and Lighthouse computes, from that trace, how it would load on the preset's network
 * and CPU: for mobile a slow 4G link (150 ms RTT, 1.6 Mbps down) and a 4× slower CPU, for desktop
 * 40 ms RTT, 10 Mbps and no CPU slowdown. Nothing is slowed for real and no request leaves the
 * machine.
 *
 * The CPU slowdown is calibrated per run, as Lighthouse's throttling guide recommends: the preset's
 * multiplier assumes a host with a BenchmarkIndex of about 1500; a run gathers first, reads the
 * index Lighthouse measured just before loading the page, and simulates with the multiplier scaled
 * to it (never above the preset's). A machine busy with other work then measures the page, not
 * the load beside it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit, defaultConfig, desktopConfig } from 'lighthouse';
import type { Config, Flags, Result } from 'lighthouse';
import type { Preset } from '../../bench.config.ts';
import { chromiumArgs, chromiumPath } from '../../../../.config/chromium.ts';
import type { RunSample } from './report.ts';

export interface Browser {
  readonly port: number;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill();
    },
  };
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// Screenshots are for people reading a Lighthouse report; the benchmark only reads numbers.
const skipAudits = ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'];

function configFor(preset: Preset, onlyPerformance: boolean): Config {
  const base = preset === 'desktop' ? desktopConfig : defaultConfig;
  return {
    ...base,
    settings: {
      ...base.settings,
      onlyCategories: onlyPerformance ? ['performance'] : [...categories],
      skipAudits,
      disableFullPageScreenshot: true,
    },
  };
}

/** The BenchmarkIndex Lighthouse's presets are calibrated for (its throttling guide). */
export const referenceBenchmarkIndex = 1500;

/** The preset's CPU multiplier scaled to the host's measured speed, never above the preset's. */
export function calibratedCpuMultiplier(presetMultiplier: number, benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) return presetMultiplier;
  const scale = Math.min(1, Math.max(0.25, benchmarkIndex / referenceBenchmarkIndex));
  return Math.round(presetMultiplier * scale * 100) / 100;
}

/** What rescoring a run reads of Lighthouse's result. */
export type ScoredResult = Pick<Result, 'categories' | 'audits'>;

/**
 * The performance score (0–100) Lighthouse would have given the run had its total blocking time
 * been `tbt`: that audit scored again on its own curve (the preset's, as the result carries it),
 * every other metric as measured, weighted as the category weighs them.
 */
export function performanceWithBlocking(lhr: ScoredResult, tbt: number): number {
  const category = lhr.categories.performance;
  if (!category) return Number.NaN;
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (ref.weight <= 0) continue;
    const audit = lhr.audits[ref.id];
    const options = audit?.scoringOptions;
    const score =
      ref.id === 'total-blocking-time' && options
        ? Audit.computeLogNormalScore(options, Math.max(0, tbt))
        : (audit?.score ?? 0);
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? Number.NaN : Math.round((weighted / weights) * 100);
}

export interface LighthouseRun {
  readonly sample: RunSample;
  /** The run's performance score with another total blocking time (`performanceWithBlocking`). */
  readonly performanceWithBlocking: (tbt: number) => number;
  /** The host's BenchmarkIndex during the run and the CPU multiplier simulated with. */
  readonly benchmarkIndex: number;
  readonly cpuSlowdownMultiplier: number;
  /** Scored audits that did not pass, as `category/audit-id`: where a category lost its points. */
  readonly failedAudits: readonly string[];
}

/** One Lighthouse run of `url`; `onlyPerformance` skips the other categories (the no-JS twin). */
export async function runLighthouse(
  browser: Browser,
  url: string,
  preset: Preset,
  onlyPerformance = false,
): Promise<LighthouseRun> {
  // A trace that Chromium failed to record (NO_NAVSTART and kin) says nothing about the page:
  // Lighthouse itself asks to run again, so a run is retried twice before it counts as an error.
  let lhr: Result | undefined;
  let benchmarkIndex = 0;
  let cpuSlowdownMultiplier = 0;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'alento-lighthouse-'));
    try {
      const flags: Flags = { port: browser.port, output: 'json', logLevel: 'error' };
      await lighthouse(url, { ...flags, gatherMode: dir }, configFor(preset, onlyPerformance));
      const artifactsFile = join(dir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
        BenchmarkIndex: number;
        settings: { throttling: { cpuSlowdownMultiplier: number } } & Record<string, unknown>;
      };
      benchmarkIndex = artifacts.BenchmarkIndex;
      const { throttling } = artifacts.settings;
      cpuSlowdownMultiplier = calibratedCpuMultiplier(
        throttling.cpuSlowdownMultiplier,
        benchmarkIndex,
      );
      // Simulation happens only when auditing, so the gathered trace serves any multiplier; the
      // saved settings and the audit's must agree, so both carry the calibrated one.
      const settings = {
        ...artifacts.settings,
        throttling: { ...throttling, cpuSlowdownMultiplier },
      };
      writeFileSync(artifactsFile, JSON.stringify({ ...artifacts, settings }));
      const result = await lighthouse(
        url,
        { ...flags, auditMode: dir },
        { extends: 'lighthouse:default', settings: settings as Config['settings'] },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    if (!lhr.runtimeError) break;
    if (attempt === 3) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse did not measure ${id}`);
    return value;
  };
  const failedAudits = Object.entries(lhr.categories).flatMap(([id, category]) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}/${ref.id}`),
  );
  const sample: RunSample = {
    performance: score('performance'),
    accessibility: onlyPerformance ? Number.NaN : score('accessibility'),
    bestPractices: onlyPerformance ? Number.NaN : score('best-practices'),
    seo: onlyPerformance ? Number.NaN : score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
  };
  const scored: ScoredResult = lhr;
  return {
    sample,
    performanceWithBlocking: (tbt) => performanceWithBlocking(scored, tbt),
    failedAudits,
    benchmarkIndex,
    cpuSlowdownMultiplier,
  };
}
