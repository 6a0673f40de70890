/**
 * The workspace's published packages, and packing one as `pnpm publish` would (with its
 * `publishConfig`): shared by the packages' check and the example property's install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Manifest {
  name: string;
  private?: boolean;
  publishConfig?: { exports?: Record<string, string | Record<string, string>> };
}

export interface Packed {
  name: string;
  dir: string;
  tarball: string;
  files: string[];
}

export const root = fileURLToPath(new URL('..', import.meta.url));

export function publishedPackages(): { dir: string; manifest: Manifest }[] {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** The published entry points' files, which must exist before packing means anything. */
export function missingTargets(dir: string, manifest: Manifest): string[] {
  const targets = Object.values(manifest.publishConfig?.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  // A pattern's target (`./media/*`) needs its folder.
  return targets.filter((target) => !existsSync(join(dir, target.split('*')[0] ?? target)));
}

export function pack(dir: string, manifest: Manifest, destination: string): Packed {
  const output = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: dir,
    encoding: 'utf8',
  });
  // pnpm prints the JSON report after any lifecycle output.
  const report = JSON.parse(output.slice(output.indexOf('{'))) as {
    filename: string;
    files: { path: string }[];
  };
  return {
    name: manifest.name,
    dir,
    tarball: report.filename,
    files: report.files.map((file) => file.path),
  };
}

/** Every file below a folder, at any depth. */
export const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
