/**
 * `pnpm --filter @alento/cms run publish-editor <folder>`: the editor as static files, for the
 * resort's web host, configured for its git host from the environment:
 *   CMS_BACKEND   github, gitlab, gitea or bitbucket (Decap's backends)
 *   CMS_REPO      owner/name of the repository
 *   CMS_BRANCH    the branch the site is built from (main)
 *   CMS_BASE_URL  the sign-in service Decap's backend needs, where the git host asks for one
 * docs/content-editing.md says how to sign the team in.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { editorConfig } from './config.ts';
import { previewFiles } from './preview-files.ts';

const [target] = process.argv.slice(2);
const backend = process.env.CMS_BACKEND;
const repo = process.env.CMS_REPO;
if (!target || !backend || !repo) {
  console.error(
    'Use: CMS_BACKEND=github CMS_REPO=owner/name pnpm --filter @alento/cms run publish-editor <folder>',
  );
  process.exit(1);
}

const out = resolve(process.env.INIT_CWD ?? process.cwd(), target);
mkdirSync(out, { recursive: true });
cpSync(fileURLToPath(new URL('../admin/', import.meta.url)), out, { recursive: true });
const decap = join(dirname(fileURLToPath(import.meta.resolve('decap-cms/package.json'))), 'dist');
cpSync(decap, out, { recursive: true, filter: (path) => !path.endsWith('.map') });
const config = editorConfig({
  backend: {
    name: backend,
    repo,
    branch: process.env.CMS_BRANCH ?? 'main',
    ...(process.env.CMS_BASE_URL ? { base_url: process.env.CMS_BASE_URL } : {}),
  },
});
writeFileSync(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
// The preview's look, fonts, pictures and facts, beside the editor: the git host's editor asks no
// other host for them either.
for (const [path, file] of previewFiles()) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), file.body());
}
console.log(`The editor for ${repo} (${backend}) is in ${out}: serve it at /admin/ of the site.`);
