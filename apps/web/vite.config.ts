import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { buildTimeTables } from './language/build-time-tables.ts';
import { pageWords } from './language/page-words.ts';
import { buildLocale, contentData, languageTwins } from './language/plugin.ts';
import { alentoMedia } from './media/plugin.ts';
import { offlineSite } from './offline/plugin.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { routerInternals } from './scripts/router-internals.ts';
import { routerTreeShaking } from './scripts/router-tree-shaking.ts';

const preact = (path: string) => fileURLToPath(import.meta.resolve(`preact/${path}`));
const preactAliases = [
  {
    find: /^react-dom\/static$/,
    replacement: fileURLToPath(new URL('./preact/static.ts', import.meta.url)),
  },
  { find: /^react-dom\/server(\.node|\.browser|\.edge)?$/, replacement: preact('compat/server') },
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./preact/client.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: preact('compat') },
  { find: /^react\/jsx-runtime$/, replacement: preact('jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('jsx-dev-runtime') },
  { find: /^react$/, replacement: fileURLToPath(new URL('./preact/react.ts', import.meta.url)) },
];

/**
 * The calendar day of the build in UTC (ISO 8601). The build script sets `ALENTO_BUILD_DATE` once
 * for every language's build, so all three say the same day; a test may set it too.
 */
function buildDate(): string {
  const day = process.env.ALENTO_BUILD_DATE ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`ALENTO_BUILD_DATE is not a day: ${day}`);
  return day;
}

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: preactAliases } : {},
  ssr: command === 'build' ? { noExternal: ['react-router', /^@floating-ui/] } : {},
  // vanilla-extract must see .css.ts files before React Router's plugin compiles routes.
  // The language's twins and data files replace the English words before anything else reads a
  // module; each page's own words come from the route table through
  // `virtual:alento-page-words/<path>`; tables computed from many records arrive computed.
  plugins: [
    languageTwins(buildLocale()),
    contentData(buildLocale()),
    pageWords(buildLocale()),
    buildTimeTables(buildLocale()),
    vanillaExtractPlugin(),
    alentoMedia(buildLocale()),
    offlineSite(buildLocale()),
    reactRouter(),
    // The build stops, naming the patch, when React Router's code changes under one. Before the
    // patches, so it reads the library's code as installed.
    routerInternals(),
    // React Router's components the site does not render stay out of its scripts.
    routerTreeShaking(),
    // The browser compiles every chunk while it downloads, not on the main thread as it runs.
    compileHints(),
  ],
  define: {
    // Overridable so a test can build "last year" and prove the page corrects itself.
    __BUILD_YEAR__: JSON.stringify(
      Number(process.env.ALENTO_BUILD_YEAR ?? new Date().getFullYear()),
    ),
    __BUILD_DATE__: JSON.stringify(buildDate()),
  },
  server: { host: '127.0.0.1' },
  // The browser's scripts are minified by Terser, two passes: it compresses a little smaller than
  // the bundler's own minifier, which makes room in the heaviest pages' budget for the compile
  // hints above (docs/performance.md's log, 2026-11-27).
  // Vite reads Terser's options from the shared `build`; the server's build is not minified.
  // What every page runs is grouped into two files instead of twenty (scripts/chunk-groups.ts).
  environments: {
    client: {
      build: { minify: 'terser', rolldownOptions: { output: { codeSplitting: chunkGroups } } },
    },
  },
  build: {
    assetsInlineLimit: 0,
    // The service worker's registration loads after hydration, when the page's own chunks are
    // all there: listing them again for preloading would only lengthen every page's entry.
    modulePreload: {
      resolveDependencies: (file, deps) => (/register-worker/.test(file) ? [] : deps),
    },
    terserOptions: { module: true, compress: { passes: 2 } },
    // `ANALYZE=1` writes source maps, to see which modules make up a chunk.
    sourcemap: process.env.ANALYZE === '1',
  },
}));
