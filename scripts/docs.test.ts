/**
 * The docs are true: every relative link of the README, CONTRIBUTING.md and docs/ leads to a file
 * (and, with an anchor, to a heading) that exists, every repository path they write in backticks
 * exists, and every `pnpm <script>` they name is a script of the root or of the named package.
 * A failure names the file, the line and what is missing. Run with `node --test` (`pnpm test:docs`).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Paths a build, a benchmark or a test writes: named in the docs, absent from a fresh clone. */
const generated = [
  'apps/web/build',
  'apps/web/build-nojs',
  'apps/web/bench-results',
  'apps/web/data',
  'apps/web/node_modules/',
  'examples/mare-sea-spa/vendor',
  'storybook-static',
];

/** pnpm's own commands, which are not scripts of a package.json. */
const pnpmCommands = new Set(
  'add audit bin config create dlx env exec i import init install link list ls login outdated pack publish rebuild remove rm root setup store unlink up update why'.split(
    ' ',
  ),
);

/** The README stays a door, not the house. */
const readmeMostLines = 200;

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', 'CONTRIBUTING.md', ...walk('docs')];
}

const topLevel = new Set(
  readdirSync(root).filter((name) => name !== 'node_modules' && name !== '.git'),
);

interface Workspace {
  readonly dir: string;
  readonly name: string;
  readonly scripts: Record<string, string>;
}

function readWorkspace(dir: string): Workspace {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    scripts?: Record<string, string>;
  };
  return { dir, name: manifest.name, scripts: manifest.scripts ?? {} };
}

const workspaces: Workspace[] = [
  readWorkspace('.'),
  ...['apps', 'packages', 'examples'].flatMap((group) =>
    readdirSync(join(root, group))
      .filter((name) => existsSync(join(root, group, name, 'package.json')))
      .map((name) => readWorkspace(`${group}/${name}`)),
  ),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set();
    const seen = new Map<string, number>();
    let fence = false;
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      const heading = !fence && /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** A backticked text that names a file or folder of this repository, or null. */
function repositoryPath(span: string): string | null {
  const text = span.trim().replace(/^\.\//, '');
  if (!text.includes('/') || /[\s<>*…{}$|=,()'"`[\]?#@:]/.test(text)) return null;
  if (/^[a-z]+:/.test(text) || text.startsWith('/') || text.startsWith('../')) return null;
  const first = text.split('/')[0]!;
  return topLevel.has(first) ? text.replace(/\/$/, '') : null;
}

/** The script a `pnpm …` command runs and the workspace it runs in, or null for pnpm's own. */
function pnpmScript(
  command: string,
  cwd: string,
): { script: string; workspace: string; filter?: string } | null {
  const words = command.trim().split(/\s+/);
  let filter: string | undefined;
  let dir = cwd;
  while (words[0]?.startsWith('-')) {
    const option = words.shift()!;
    if (option === '--filter' || option === '-F') filter = words.shift();
    else if (option === '-C' || option === '--dir') dir = join(cwd, words.shift() ?? '');
    else if (option.startsWith('--filter=')) filter = option.slice('--filter='.length);
  }
  let script = words.shift();
  if (script === 'run' || script === 'run-script') script = words.shift();
  else if (script && pnpmCommands.has(script)) return null;
  if (!script || script.startsWith('-') || /[<>…]/.test(script)) return null;
  if (filter && /[<>*.]/.test(filter)) return null;
  return { script, workspace: dir, filter };
}

function checkPnpm(command: string, cwd: string): string | null {
  const found = pnpmScript(command, cwd);
  if (!found) return null;
  const { script, filter, workspace } = found;
  const target = filter
    ? workspaces.find((each) => each.name === filter)
    : workspaces.find((each) => resolve(root, each.dir) === resolve(root, workspace));
  if (!target) return `pnpm ${command.trim()}: no package ${filter ?? workspace}`;
  if (!(script in target.scripts)) {
    const where = target.dir === '.' ? 'the root package.json' : `${target.dir}/package.json`;
    return `pnpm ${command.trim()}: no script "${script}" in ${where}`;
  }
  return null;
}

/** Every `pnpm …` in a text, with the folder a `cd dir &&` before it moves to. */
function pnpmCommandsIn(text: string): { command: string; cwd: string }[] {
  const found: { command: string; cwd: string }[] = [];
  for (const part of text.split(/&&|;|\|\|/)) {
    const cd = /^\s*cd\s+(\S+)\s*$/.exec(part);
    if (cd) {
      found.push({ command: '', cwd: cd[1]! });
      continue;
    }
    const match = /(?<![\w@/.-])pnpm\s+(.+)$/.exec(part.replace(/\s+#.*$/, ''));
    if (match) found.push({ command: match[1]!.replace(/\\$/, ''), cwd: '.' });
  }
  const result: { command: string; cwd: string }[] = [];
  let cwd = '.';
  for (const each of found) {
    if (each.command === '') cwd = join(cwd, each.cwd);
    else result.push({ command: each.command, cwd });
  }
  return result;
}

function problemsOf(file: string): string[] {
  const problems: string[] = [];
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    const opening = /^\s*(```|~~~)\s*(\w*)/.exec(line);
    if (opening) {
      fence = fence === null ? opening[2] || 'text' : null;
      return;
    }
    if (fence !== null) {
      if (['sh', 'bash', 'shell', 'text'].includes(fence)) {
        for (const { command, cwd } of pnpmCommandsIn(line)) {
          const problem = checkPnpm(command, cwd);
          if (problem) problems.push(`${at}: ${problem}`);
        }
      }
      return;
    }
    const spans = [...line.matchAll(/(`+)(.+?)\1(?!`)/g)].map((match) => match[2]!);
    for (const span of spans) {
      const path = repositoryPath(span);
      if (path && !generated.some((prefix) => path.startsWith(prefix))) {
        if (!existsSync(join(root, path))) problems.push(`${at}: no such path ${path}`);
      }
      for (const { command, cwd } of pnpmCommandsIn(span)) {
        const problem = checkPnpm(command, cwd);
        if (problem) problems.push(`${at}: ${problem}`);
      }
    }
    const prose = line.replace(/(`+)(.+?)\1(?!`)/g, '');
    for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const href = link[1]!;
      if (/^[a-z]+:/i.test(href)) continue;
      const [target = '', anchor] = href.split('#');
      const targetFile = target === '' ? file : relative(root, join(root, dirname(file), target));
      if (targetFile.startsWith('..') || !existsSync(join(root, targetFile))) {
        problems.push(`${at}: link to ${href}: no such file ${targetFile}`);
        continue;
      }
      if (anchor && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor)) {
        problems.push(`${at}: link to ${href}: no heading #${anchor} in ${targetFile}`);
      }
    }
  });
  return problems;
}

test('every link, repository path and pnpm script the docs name exists', () => {
  const problems = markdownFiles().flatMap(problemsOf);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n`);
});

test(`the README is at most ${readmeMostLines} lines`, () => {
  const count = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
  assert.ok(count <= readmeMostLines, `README.md: ${count} lines, at most ${readmeMostLines}`);
});

test('the checks catch what they are for', () => {
  assert.equal(repositoryPath('apps/web/scripts/build.ts'), 'apps/web/scripts/build.ts');
  assert.equal(repositoryPath('virtual:alento-media/heroMedia'), null);
  assert.equal(repositoryPath('packages/content/src/pages/<route>.ts'), null);
  assert.equal(checkPnpm('bench', '.'), null);
  assert.match(checkPnpm('no-such-script', '.') ?? '', /no script "no-such-script"/);
  assert.equal(checkPnpm('--filter @alento/web run bench:quick', '.'), null);
  assert.match(checkPnpm('--filter @alento/ui run serve', '.') ?? '', /packages\/ui\/package.json/);
  assert.equal(checkPnpm('exec prettier --check .', '.'), null);
  assert.deepEqual(pnpmCommandsIn('cd examples/mare-sea-spa && pnpm run serve'), [
    { command: 'run serve', cwd: 'examples/mare-sea-spa' },
  ]);
  assert.equal(slug("Each page's own rules"), 'each-pages-own-rules');
});
