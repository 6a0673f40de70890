/**
 * Taking up an interrupted benchmark. The full benchmark takes about four hours; its report is
 * rewritten after every route, so a run stopped part-way (or measured a part at a time, in
 * several sittings) can go on from its report, measuring only what is not in it yet, as long as
 * the pages are the same ones: the report names the build it measured by its identity.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Preset } from '../../bench.config.ts';
import type { RouteResult } from './report.ts';

/**
 * What identifies a build's pages: every prerendered HTML file, by path and content. A page's
 * HTML names its modules, its later rules and the router's manifest by content hashes, and the
 * manifest names every other module, so any change the benchmark could see changes this.
 */
export function buildIdentity(clientDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(clientDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The host's speed and the CPU multiplier each route and preset was simulated with. */
export type Calibration = Record<string, { benchmarkIndex: number; cpuSlowdownMultiplier: number }>;

/** What a report keeps from the run that wrote it. */
export interface ResumedReport {
  readonly results: readonly RouteResult[];
  readonly calibration: Calibration;
  readonly failedAudits: Record<string, string[]>;
}

const nothing: ResumedReport = { results: [], calibration: {}, failedAudits: {} };

/**
 * The results of an earlier report that this run can keep: all of them when the report was
 * written by the same profile, with as many runs per route, for the same build; none otherwise,
 * and none from a report this version cannot read.
 */
export function resumable(
  report: unknown,
  expected: { readonly profile: string; readonly runs: number; readonly build: string },
): ResumedReport {
  if (typeof report !== 'object' || report === null) return nothing;
  const previous = report as Partial<Record<string, unknown>>;
  if (previous.profile !== expected.profile || previous.build !== expected.build) return nothing;
  if (!Array.isArray(previous.results)) return nothing;
  const results = (previous.results as RouteResult[]).filter(
    (result) =>
      typeof result?.path === 'string' &&
      (result.preset === 'mobile' || result.preset === 'desktop') &&
      result.runs >= expected.runs,
  );
  const keys = new Set(results.map((result) => measuredKey(result.path, result.preset)));
  const kept = <T>(record: unknown): Record<string, T> =>
    Object.fromEntries(
      Object.entries((record ?? {}) as Record<string, T>).filter(([key]) => keys.has(key)),
    );
  return {
    results,
    calibration: kept(previous.calibration),
    failedAudits: kept(previous.failedAudits),
  };
}

/** How the report's calibration and failed audits name a route measured with a preset. */
export const measuredKey = (path: string, preset: Preset): string => `${path} (${preset})`;
