/**
 * `pnpm bench`: builds the site, serves it with the project's own server and runs Lighthouse on
 * every prerendered route of the table (mobile and desktop, the median of three runs), beside the
 * same HTML with every script removed (served from a copy of the build), then times the
 * interactions of bench/interactions.ts with the CPU slowed 4×. Prints the tables, writes them
 * as JSON and Markdown to bench-results/, and exits non-zero when a budget of bench.config.ts
 * breaks.
 *
 *   node scripts/bench.ts            the full benchmark (builds first)
 *   node scripts/bench.ts --no-build the full benchmark on the existing build
 *   node scripts/bench.ts --quick    the quick subset of `pnpm test`, on the existing build
 *   --runs N                         N runs per route and preset instead of the profile's
 *   --preset mobile|desktop          one preset only
 *   --routes /home,/pt/spa           these paths only (a subset of the full benchmark)
 *   --no-interactions                skip the interaction timings
 *   --resume                         go on from the profile's report: measure only the routes
 *                                    and presets it lacks (same build, same runs), then the
 *                                    interactions
 *
 * BENCH_PORT is the page server's port (default: the one after E2E_PORT when that is set, so a
 * test run keeps to its own ports, else 4180); the no-JS twin listens on the next one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { languages, pageRoutes, pathIn } from '@alento/content';
import { benchProfiles, resultsDir } from '../bench.config.ts';
import type { BenchProfile, Preset, ProfileName } from '../bench.config.ts';
import { listen } from '../server/serve.ts';
import { assetPath } from './page-html.ts';
import { routeWeight, withoutScripts } from './bench/html.ts';
import type { RouteWeight } from './bench/html.ts';
import { measureInteractions } from './bench/interactions.ts';
import type { InteractionResult } from './bench/interactions.ts';
import { launchBrowser, referenceBenchmarkIndex, runLighthouse } from './bench/lighthouse.ts';
import { buildIdentity, measuredKey, resumable } from './bench/resume.ts';
import type { Calibration } from './bench/resume.ts';
import type { Browser } from './bench/lighthouse.ts';
import {
  budgetFailures,
  interactionFailures,
  hostSpeedNote,
  interactionMarkdownTable,
  interactionTextTable,
  judgedPerformance,
  markdownTable,
  median,
  medianSample,
  textTable,
  weightFailures,
} from './bench/report.ts';
import type { RouteResult, RunSample } from './bench/report.ts';

const appDir = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const profileName: ProfileName = args.has('--quick') ? 'quick' : 'full';
const runsArgument = process.argv.indexOf('--runs');
const runsOverride = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : undefined;
if (runsOverride !== undefined && !(Number.isInteger(runsOverride) && runsOverride > 0)) {
  throw new Error('--runs needs a whole number of runs');
}
const profile: BenchProfile = {
  ...benchProfiles[profileName],
  ...(runsOverride === undefined ? {} : { runs: runsOverride }),
};
const interactionsOf = profile.interactionsOf ?? 'median';
const shouldBuild = profileName === 'full' && !args.has('--no-build');
const presetArgument = process.argv.indexOf('--preset');
const presetOnly = presetArgument > 0 ? process.argv[presetArgument + 1] : undefined;
if (presetOnly !== undefined && presetOnly !== 'mobile' && presetOnly !== 'desktop') {
  throw new Error('--preset is mobile or desktop');
}
const routesArgument = process.argv.indexOf('--routes');
const routesOnly =
  routesArgument > 0
    ? (process.argv[routesArgument + 1] ?? '').split(',').filter((path) => path.length > 0)
    : undefined;
if (routesOnly !== undefined && routesOnly.length === 0) {
  throw new Error('--routes needs a comma-separated list of paths, such as /home,/pt/spa');
}
const buildDir = resolve(appDir, process.env.ALENTO_BUILD_DIR ?? 'build');
const twinDir = `${buildDir}-nojs`;
const port = process.env.BENCH_PORT
  ? Number(process.env.BENCH_PORT)
  : process.env.E2E_PORT
    ? Number(process.env.E2E_PORT) + 1
    : 4180;
const log = (line: string) => process.stderr.write(`${line}\n`);

function htmlFileOf(dir: string, path: string): string {
  return join(dir, 'client', path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

/** A copy of the build whose pages have no scripts, with fresh precompressed twins. */
/** The initial JS and CSS of every page, from the build's files. */
function weighEveryPage(paths: readonly string[]) {
  const sizes = new Map<string, number>();
  const readAsset = (asset: string) => readFileSync(join(buildDir, 'client', assetPath(asset)));
  return paths.map((path) => ({
    path,
    weight: routeWeight(readFileSync(htmlFileOf(buildDir, path), 'utf8'), readAsset, sizes),
  }));
}

function buildTwin(paths: readonly string[]) {
  rmSync(twinDir, { recursive: true, force: true });
  cpSync(buildDir, twinDir, { recursive: true });
  for (const path of paths) {
    const file = htmlFileOf(twinDir, path);
    const html = withoutScripts(readFileSync(file, 'utf8'));
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

const reportFile = (name: ProfileName) => resolve(appDir, resultsDir, `${name}.json`);

/** What the profile's last report already holds for this build, when the run goes on from it. */
function resumedReport(build: string) {
  const file = reportFile(profileName);
  const report: unknown =
    args.has('--resume') && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  return resumable(report, { profile: profileName, runs: profile.runs, build });
}

/**
 * Writes the JSON and Markdown reports (also after each route and preset, so a long run shows
 * progress and can go on from where it stopped).
 */
function writeReports(
  build: string,
  results: readonly RouteResult[],
  interactionResults: readonly InteractionResult[],
  calibration: Calibration,
  failedAudits: Record<string, string[]>,
  complete: boolean,
): string[] {
  const failures = [
    ...results.flatMap((result) => {
      const budget = profile.budgets[result.preset];
      return budget ? budgetFailures(result, budget) : [];
    }),
    ...(profile.interactionMs === null
      ? []
      : interactionFailures(interactionResults, profile.interactionMs, interactionsOf)),
  ];
  const speed = hostSpeedNote(calibration, referenceBenchmarkIndex);
  const outDir = resolve(appDir, resultsDir);
  mkdirSync(outDir, { recursive: true });
  const measuredAt = new Date().toISOString();
  writeFileSync(
    join(outDir, `${profileName}.json`),
    `${JSON.stringify(
      {
        profile: profileName,
        measuredAt,
        complete,
        build,
        budgets: profile.budgets,
        results,
        interactions: interactionResults,
        calibration,
        failedAudits,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(outDir, `${profileName}.md`),
    [
      `# Alento benchmark (${profileName}${complete ? '' : ', in progress'}), ${measuredAt}`,
      '',
      `Lighthouse ${profile.runs === 1 ? '(one run)' : `median of ${profile.runs} runs`}, simulated throttling; JS and CSS are the initial gzip bytes; LCP/no-JS is LCP(page) / LCP(the same HTML without scripts).`,
      '',
      markdownTable(results),
      '',
      ...(speed ? [speed, ''] : []),
      ...(interactionResults.length > 0
        ? [
            `Interactions, CPU slowed 4×: input to next paint (Event Timing), ${profile.runs === 1 ? 'one run' : `median of ${profile.runs} runs`}.`,
            '',
            interactionMarkdownTable(interactionResults),
            '',
          ]
        : []),
      failures.length === 0
        ? 'Every budget holds.'
        : ['Budgets broken:', '', ...failures.map((f) => `- ${f}`)].join('\n'),
      '',
    ].join('\n'),
  );
  return failures;
}

async function main(): Promise<number> {
  if (shouldBuild) {
    log('bench: building the site');
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  if (!existsSync(join(buildDir, 'csp.json'))) {
    log(`bench: no build in ${buildDir}; run \`pnpm --filter @alento/web run build\` first`);
    return 1;
  }
  const everyPath = languages.flatMap((language) =>
    pageRoutes.map((route) => pathIn(language, route.path)),
  );
  const paths = routesOnly ?? profile.routes ?? everyPath;
  if (profile.twin) buildTwin(paths);

  const host = '127.0.0.1';
  const server = await listen({ host, port, buildDir });
  const twin = profile.twin ? await listen({ host, port: port + 1, buildDir: twinDir }) : null;
  const presets = (profile.presets as readonly Preset[]).filter(
    (preset) => presetOnly === undefined || preset === presetOnly,
  );
  // One browser and one Lighthouse at a time: Lighthouse keeps global state per process.
  const browser = await launchBrowser();
  // Interrupted, the run still closes its browser.
  const stop = () => {
    void browser.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const build = buildIdentity(join(buildDir, 'client'));
  const resumed = resumedReport(build);
  // What the report held stays in it, measured in this run or not: parts of the full benchmark
  // measured in several sittings (`--routes … --resume`) add up to one report.
  const results: RouteResult[] = [...resumed.results];
  const measured = new Set(results.map((result) => measuredKey(result.path, result.preset)));
  // In this run's order, then the full benchmark's for what an earlier run measured (mobile
  // before desktop), whichever run measured them.
  const order = [...paths, ...everyPath].flatMap((path) =>
    (['mobile', 'desktop'] as const).map((preset) => measuredKey(path, preset)),
  );
  const rank = (result: RouteResult) => order.indexOf(measuredKey(result.path, result.preset));
  const inOrder = () => [...results].sort((a, b) => rank(a) - rank(b));
  if (measured.size > 0) {
    log(`bench: going on from ${reportFile(profileName)}: ${measured.size} measured already`);
  }
  const interactionResults: InteractionResult[] = [];
  const failedAudits: Record<string, string[]> = { ...resumed.failedAudits };
  const calibration: Calibration = { ...resumed.calibration };

  const measure = async (
    path: string,
    preset: Preset,
    browser: Browser,
    weight: RouteWeight,
  ): Promise<RouteResult> => {
    const samples: RunSample[] = [];
    // Each page run's score for another blocking time, to score its scripts' alone.
    const rescorers: ((tbt: number) => number)[] = [];
    const twinLcps: number[] = [];
    const twinTbts: number[] = [];
    const indexes: number[] = [];
    const multipliers: number[] = [];
    const pageRun = async () => {
      const page = await runLighthouse(browser, `http://${host}:${port}${path}`, preset);
      samples.push(page.sample);
      rescorers.push(page.performanceWithBlocking);
      indexes.push(page.benchmarkIndex);
      multipliers.push(page.cpuSlowdownMultiplier);
      if (page.failedAudits.length > 0) {
        failedAudits[measuredKey(path, preset)] = [...page.failedAudits];
      }
    };
    const twinRun = async () => {
      if (!twin) return;
      const bare = await runLighthouse(browser, `http://${host}:${port + 1}${path}`, preset, true);
      twinLcps.push(bare.sample.lcp);
      twinTbts.push(bare.sample.tbt);
    };
    for (let run = 1; run <= profile.runs; run += 1) {
      log(`bench: ${path} ${preset} run ${run}/${profile.runs}`);
      await pageRun();
      await twinRun();
    }
    const budget = profile.budgets[preset];
    const judged = () => {
      // Every run is scored with the twins' median: one twin's blocking time varies as much as a
      // page's on a busy machine (docs/performance.md's log, 2026-11-27).
      const twinBlocking = twinTbts.length > 0 ? median(twinTbts) : undefined;
      const scriptsScores =
        twinBlocking === undefined
          ? []
          : samples.map((sample, run) => rescorers[run]!(sample.tbt - twinBlocking));
      const result = {
        ...medianSample(samples),
        bestPerformance: Math.max(...samples.map((sample) => sample.performance)),
        ...(scriptsScores.length > 0
          ? {
              scriptsPerformance: median(scriptsScores),
              bestScriptsPerformance: Math.max(...scriptsScores),
            }
          : {}),
      };
      return { result, missed: !!budget && judgedPerformance(result, budget) < budget.performance };
    };
    let summary = judged();
    if (summary.missed) {
      for (let run = 1; run <= profile.confirmRuns; run += 1) {
        log(`bench: ${path} ${preset} confirming run ${run}/${profile.confirmRuns}`);
        // With a twin of its own, so that a lucky twin of the first run, which made the page's
        // scripts look slower than they are, does not settle every confirming run's score too.
        await pageRun();
        await twinRun();
        summary = judged();
        // A budget that judges the best run is settled by the first that reaches the floor; one
        // that judges the median takes every run, or stopping would pick the lucky ones.
        if (!summary.missed && budget?.performanceOf === 'best') break;
      }
    }
    calibration[measuredKey(path, preset)] = {
      benchmarkIndex: Math.round(median(indexes)),
      cpuSlowdownMultiplier: median(multipliers),
    };
    return {
      path,
      preset,
      runs: samples.length,
      weight,
      ...summary.result,
      ...(twinLcps.length > 0 ? { twinLcp: median(twinLcps), twinTbt: median(twinTbts) } : {}),
    };
  };

  try {
    for (const path of paths) {
      const html = readFileSync(htmlFileOf(buildDir, path), 'utf8');
      const weight = routeWeight(html, (asset) =>
        readFileSync(join(buildDir, 'client', assetPath(asset))),
      );
      for (const preset of presets) {
        if (measured.has(measuredKey(path, preset))) continue;
        results.push(await measure(path, preset, browser, weight));
        writeReports(build, inOrder(), [], calibration, failedAudits, false);
      }
    }
    if (profile.interactionMs !== null && !args.has('--no-interactions')) {
      interactionResults.push(
        ...(await measureInteractions(
          `http://${host}:${port}`,
          profile.runs,
          log,
          interactionsOf === 'best'
            ? { limitMs: profile.interactionMs, runs: profile.confirmRuns }
            : undefined,
        )),
      );
    }
  } finally {
    await browser.close();
    await close(server);
    if (twin) await close(twin);
  }

  const failures = writeReports(
    build,
    inOrder(),
    interactionResults,
    calibration,
    failedAudits,
    true,
  );
  console.log(textTable(inOrder()));
  const pageWeights = weighEveryPage(everyPath);
  const weightBudget = presets
    .map((preset) => profile.budgets[preset])
    .find((budget) => budget?.initialJsKb !== undefined || budget?.initialCssKb !== undefined);
  const heaviest = [...pageWeights].sort((a, b) => b.weight.jsGzip - a.weight.jsGzip)[0];
  if (heaviest)
    console.log(
      `\nEvery page's initial JS (${pageWeights.length} pages): the heaviest is ${heaviest.path}, ${(heaviest.weight.jsGzip / 1000).toFixed(1)} KB gz`,
    );
  failures.push(...(weightBudget ? weightFailures(pageWeights, weightBudget) : []));
  const speed = hostSpeedNote(calibration, referenceBenchmarkIndex);
  if (speed) console.log(`\n${speed}`);
  if (interactionResults.length > 0) {
    console.log(`\nInteractions, CPU slowed 4× (input to next paint):\n`);
    console.log(interactionTextTable(interactionResults));
  }
  console.log(
    `\nreports: ${join(resultsDir, `${profileName}.json`)}, ${join(resultsDir, `${profileName}.md`)}`,
  );
  if (failures.length > 0) {
    console.log(
      `\n${failures.length} budget(s) broken:\n${failures.map((f) => `  ${f}`).join('\n')}`,
    );
    const lost = Object.entries(failedAudits).map(
      ([where, ids]) => `  ${where}: ${ids.join(', ')}`,
    );
    if (lost.length > 0) console.log(`\naudits that did not pass:\n${lost.join('\n')}`);
    return 1;
  }
  console.log('\nEvery budget holds.');
  return 0;
}

process.exitCode = await main();
