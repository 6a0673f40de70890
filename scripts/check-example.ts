/**
 * Proves that another property can build its site from the packages as the registry would serve
 * them. It packs each published package (run `turbo run build --filter=./packages/*` first; the
 * root `pnpm test` does) into `examples/mare-sea-spa/vendor/` under a fixed name, installs the
 * example outside the workspace (it depends on those tarballs and on pinned registry versions,
 * never on `src`), builds it, and runs its own checks in Chromium: its pages, its words and
 * theme, the floor plan, the contact form's messages and axe. Then it reports what CSS the example
 * ships against every part's CSS. Exits non-zero if any step fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headlessShellPath } from '../.config/chromium.ts';
import { listFiles, missingTargets, pack, publishedPackages, root } from './packages.ts';

const example = join(root, 'examples', 'mare-sea-spa');
const vendor = join(example, 'vendor');

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n$ ${command} ${args.join(' ')}   (in examples/mare-sea-spa)`);
  execFileSync(command, args, { cwd: example, stdio: 'inherit', env: { ...process.env, ...env } });
};

rmSync(vendor, { recursive: true, force: true });
mkdirSync(vendor, { recursive: true });
for (const { dir, manifest } of publishedPackages()) {
  const missing = missingTargets(dir, manifest);
  if (missing.length > 0)
    throw new Error(`${manifest.name}: ${missing.join(', ')} missing; build the packages first`);
  const packed = pack(dir, manifest, vendor);
  // A fixed name, so the example's package.json does not change with each version.
  const fixed = join(vendor, `${manifest.name.replace(/^@/, '').replace('/', '-')}.tgz`);
  renameSync(packed.tarball, fixed);
  console.log(`${manifest.name}: packed, ${(statSync(fixed).size / 1024).toFixed(1)} KB`);
}

// Outside the workspace: its own node_modules, no lockfile (the tarballs change with each pack),
// the store's copies of the pinned versions where it has them.
rmSync(join(example, 'node_modules'), { recursive: true, force: true });
run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=append-only']);
run('pnpm', ['run', 'build']);
// In the browser the workspace's own tests use, where the example's default is `chromium`.
run('pnpm', ['exec', 'playwright', 'test'], { CHROMIUM_PATH: headlessShellPath });

const assets = join(example, 'dist', 'assets');
const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
const bytes = css.reduce((sum, file) => sum + statSync(join(assets, file)).size, 0);
const gzip = css.reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).byteLength,
  0,
);
const uiDist = join(example, 'node_modules', '@alento', 'ui', 'dist');
const sheets = listFiles(uiDist).filter((file) => file.endsWith('.css'));
const all = sheets.reduce((sum, file) => sum + statSync(file).size, 0);
console.log(
  `\nMaré ships ${(bytes / 1024).toFixed(1)} KB of CSS (${(gzip / 1024).toFixed(1)} KB gzip): ` +
    `its theme, the global styles and the parts it uses. Every part and theme of the package, ` +
    `with the global styles, is ${(all / 1024).toFixed(1)} KB.`,
);
console.log('The example property builds from the packed packages and passes its checks.');
