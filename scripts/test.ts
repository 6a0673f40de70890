/**
 * `pnpm test`: every check of the repository, as steps, two at a time where they touch different
 * files, stopping at the first that fails. Each line a step prints carries its name; a step that
 * fails has its whole output printed again, in one piece, before the table. The run always ends
 * with a table of each step's seconds and result.
 *
 *   node scripts/test.ts                 every step
 *   node scripts/test.ts prettier lint   only the steps named (what they wait for is taken as done)
 *   node scripts/test.ts --list          the steps, what each waits for, and its command
 *
 * `TEST_JOBS=1` runs one step at a time. The environment reaches every step as it is (`CI`
 * included), with one addition: the build's day, so turbo's cache never serves yesterday's site.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  readonly name: string;
  readonly command: string;
  /** The folder it runs in, from the repository's root. */
  readonly cwd?: string;
  /** Steps that must have passed first: they write what this one reads. */
  readonly after?: readonly string[];
  /**
   * Runs with nothing beside it: it measures time (the benchmark) or loads the machine on
   * purpose (the inbox's load test), and anything beside it would change what it reads.
   */
  readonly alone?: boolean;
}

/**
 * In order of preference: when a step may start, the earliest that can does. The quick checks
 * come first, so a mistake they catch stops the run within minutes; then the end-to-end tests,
 * the longest step, with the others beside them; the two that must run alone come last.
 */
const steps: readonly Step[] = [
  {
    // Only files whose content changed since the last check are read again.
    name: 'prettier',
    command: 'prettier --check --cache --cache-strategy content .',
  },
  {
    // The packages, then the site from them, once: every later turbo task that needs a package
    // built finds it in turbo's cache, and so does the next run when nothing they are built from
    // has changed.
    name: 'build',
    command: 'turbo run build --filter=./packages/* --filter=@alento/web',
  },
  { name: 'docs', command: 'node --test scripts/docs.test.ts' },
  { name: 'new-page', command: 'node --test scripts/new-page.test.ts' },
  { name: 'lint', command: 'turbo run lint --concurrency=1' },
  { name: 'typecheck', command: 'turbo run typecheck --concurrency=1', after: ['build'] },
  { name: 'unit', command: 'turbo run test --concurrency=2' },
  {
    name: 'web-e2e',
    command: 'playwright test',
    cwd: 'apps/web',
    after: ['build'],
  },
  {
    name: 'check-packages',
    command: 'tsc -p scripts && node scripts/check-packages.ts',
    after: ['build'],
  },
  {
    // The scripts' types were checked by check-packages.
    name: 'check-example',
    command: 'node scripts/check-example.ts',
    after: ['check-packages'],
  },
  {
    name: 'storybook',
    command: 'storybook build --quiet -o storybook-static',
  },
  { name: 'visual', command: 'pnpm run test:visual', cwd: 'packages/ui', after: ['storybook'] },
  { name: 'cms-e2e', command: 'pnpm run test:e2e', cwd: 'apps/cms', after: ['build'] },
  {
    name: 'inbox-load',
    command: 'node --test test/inbox-load.ts',
    cwd: 'apps/web',
    after: ['build'],
    alone: true,
  },
  {
    name: 'bench',
    command: 'node scripts/bench.ts --quick',
    cwd: 'apps/web',
    after: ['build'],
    alone: true,
  },
];

type Result = 'passed' | 'FAILED' | 'stopped' | 'not run';

interface Run {
  readonly step: Step;
  result?: Result;
  seconds?: number;
  child?: ChildProcess;
  output: string[];
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const step of steps) {
    const after = step.after?.length ? ` (after ${step.after.join(', ')})` : '';
    const alone = step.alone ? ' (alone)' : '';
    console.log(`${step.name}${after}${alone}\n    ${step.cwd ?? '.'}$ ${step.command}`);
  }
  process.exit(0);
}
const unknown = args.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`No step named ${unknown.map((name) => `"${name}"`).join(', ')}. The steps:`);
  for (const step of steps) console.error(`  ${step.name}`);
  process.exit(2);
}
const chosen = args.length > 0 ? steps.filter((step) => args.includes(step.name)) : steps;
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 2);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  ALENTO_BUILD_DATE: process.env.ALENTO_BUILD_DATE ?? new Date().toISOString().slice(0, 10),
};
// The steps write to a pipe, not a terminal: colours are kept when the runner's own output is one.
if (process.stdout.isTTY && env.NO_COLOR === undefined) env.FORCE_COLOR ??= '1';

const runs = chosen.map((step): Run => ({ step, output: [] }));
const width = Math.max(...runs.map((run) => run.step.name.length));
const started = Date.now();
let failed: Run | undefined;

const running = () => runs.filter((run) => run.child && run.result === undefined);
const done = (name: string) =>
  !runs.some((run) => run.step.name === name) ||
  runs.some((run) => run.step.name === name && run.result === 'passed');

/** Prints a step's lines as they come, each with the step's name, and keeps them. */
function relay(run: Run, stream: NodeJS.ReadableStream, to: NodeJS.WriteStream): void {
  let partial = '';
  const label = `${run.step.name.padEnd(width)} │ `;
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (partial + chunk).split(/\r?\n/);
    partial = lines.pop() ?? '';
    for (const line of lines) {
      run.output.push(line);
      to.write(label + line + '\n');
    }
  });
  stream.on('end', () => {
    if (!partial) return;
    run.output.push(partial);
    to.write(label + partial + '\n');
  });
}

function start(run: Run): Promise<void> {
  const { step } = run;
  const began = Date.now();
  console.log(`${step.name.padEnd(width)} ┌ ${step.cwd ?? '.'}$ ${step.command}`);
  const cwd = join(root, step.cwd ?? '.');
  // As `pnpm run` would: the folder's own tools first, then the root's (Node 24 among them).
  const bins = [...new Set([cwd, root])].map((dir) => join(dir, 'node_modules', '.bin'));
  const child = spawn(step.command, {
    cwd,
    env: { ...env, PATH: [...bins, env.PATH].join(delimiter) },
    shell: true,
    // Its own process group, so a stop ends the step's whole tree (servers, browsers) at once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.child = child;
  relay(run, child.stdout, process.stdout);
  relay(run, child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      run.seconds = (Date.now() - began) / 1000;
      if (run.result === undefined) {
        run.result = code === 0 ? 'passed' : 'FAILED';
        if (run.result === 'FAILED') {
          run.output.push(signal ? `(ended by ${signal})` : `(exit code ${String(code)})`);
          failed ??= run;
        }
      }
      console.log(`${step.name.padEnd(width)} └ ${run.result} in ${run.seconds.toFixed(1)} s`);
      resolve();
    });
  });
}

function stopAll(): void {
  for (const run of running()) {
    run.result = 'stopped';
    try {
      process.kill(-run.child!.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// The steps are process groups of their own, which a terminal's Ctrl-C or a CI's stop does not
// reach: the runner passes it on.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    stopAll();
  });
}

/** Starts what may start, until every step has ended or one has failed. */
async function schedule(): Promise<void> {
  const pending = new Set<Promise<void>>();
  for (;;) {
    if (!failed && !interrupted) {
      for (const run of runs) {
        if (run.child || run.result !== undefined) continue;
        const busy = running();
        if (busy.length >= jobs || busy.some((other) => other.step.alone)) break;
        if (run.step.alone && busy.length > 0) continue;
        if (!(run.step.after ?? []).every(done)) continue;
        const ended = start(run).then(() => {
          pending.delete(ended);
        });
        pending.add(ended);
      }
    }
    if (pending.size === 0) return;
    await Promise.race(pending);
    if (failed) stopAll();
  }
}

await schedule();
for (const run of runs) run.result ??= 'not run';

if (failed) {
  console.log(`\n── ${failed.step.name} failed; its whole output: ──\n`);
  console.log(failed.output.join('\n'));
}

const table = [
  ['step', 'seconds', 'result'],
  ...runs.map((run) => [run.step.name, run.seconds?.toFixed(1) ?? '', run.result!]),
];
const columns = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log('');
for (const [i, row] of table.entries()) {
  console.log(
    row
      .map((cell, c) => (c === 1 ? cell.padStart(columns[c]!) : cell.padEnd(columns[c]!)))
      .join('  ')
      .trimEnd(),
  );
  if (i === 0) console.log(columns.map((w) => '─'.repeat(w)).join('  '));
}
const total = ((Date.now() - started) / 1000 / 60).toFixed(1);
console.log(
  failed
    ? `\n${failed.step.name} failed after ${total} min.`
    : runs.every((run) => run.result === 'passed')
      ? `\nEvery step passed in ${total} min.`
      : `\nStopped after ${total} min.`,
);
process.exit(runs.every((run) => run.result === 'passed') ? 0 : 1);
