/**
 * Builds the site in every language and joins the builds into one client folder: English at the
 * root, each other language's pages under its prefix (client/pt/…). Each language's JavaScript
 * goes into the shared client/assets/: a file's name is its content's hash, so a chunk two
 * languages share (the design system, the router) is one file, and a chunk with words is the
 * language's own. Then postbuild finishes the joined site.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@alento/content';
import { checkAllData } from '@alento/content/data';
import { build as viteBuild } from 'vite';
import { contentData, languageTwins } from '../language/plugin.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const buildDir = resolve(appDir, process.env.ALENTO_BUILD_DIR ?? 'build');
const reactRouter = join(appDir, 'node_modules', '.bin', 'react-router');
// One day for every language's build, even one that runs past midnight (vite.config.ts reads it).
const buildDate = process.env.ALENTO_BUILD_DATE ?? new Date().toISOString().slice(0, 10);

// A broken data file stops the build before it starts, with one line for each problem and no
// stack: the people who edit content are the ones who read it.
const problems = checkAllData();
if (problems.length > 0) {
  console.error(`The content's data files need mending:\n${problems.join('\n')}`);
  process.exit(1);
}

function build(locale: string, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  execFileSync(reactRouter, ['build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      ALENTO_LOCALE: locale,
      ALENTO_BUILD_DIR: dir,
      ALENTO_BUILD_DATE: buildDate,
    },
  });
}

for (const language of languages) {
  if (!language.prefix) {
    build(language.locale, buildDir);
    continue;
  }
  const dir = `${buildDir}-${language.locale}`;
  build(language.locale, dir);
  const pages = join(dir, 'client', language.prefix);
  if (!existsSync(pages)) throw new Error(`The ${language.locale} build wrote no pages`);
  cpSync(pages, join(buildDir, 'client', language.prefix), { recursive: true });
  cpSync(join(dir, 'client', 'assets'), join(buildDir, 'client', 'assets'), {
    recursive: true,
    force: false,
  });
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The server reads booking requests with the request pages' own words: one bundle of
 * server/request-desk.ts per language, built with the same language plugins as the pages.
 */
async function bundleRequestDesk(locale: string) {
  await viteBuild({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    plugins: [languageTwins(locale), contentData(locale)],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(appDir, 'server', 'request-desk.ts'),
      outDir: join(buildDir, 'server', 'requests'),
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: `${locale}.js`, codeSplitting: false } },
    },
  });
}
for (const language of languages) await bundleRequestDesk(language.locale);

execFileSync(process.execPath, [join(appDir, 'scripts', 'postbuild.ts')], {
  cwd: appDir,
  stdio: 'inherit',
});
