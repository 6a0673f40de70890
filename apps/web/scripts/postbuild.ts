/**
 * Finishes the prerendered build for static hosting:
 * - each language's not-found page becomes its 404.html (404.html, pt/404.html…), served with
 *   status 404 for unknown paths under the language's prefix;
 * - each page's stylesheets are inlined, so its first paint waits for no request: the rules its
 *   markup can use in the page, the rest in a file the hydration gate adds later; and its
 *   hydration is handed to the hydration gate (one small file every page shares), which
 *   requests the modules once the page has painted and keeps what a guest does before they
 *   arrive;
 * - each page's inline scripts and styles are hashed into its own Content-Security-Policy
 *   (build/csp.json for the project's server, client/_headers for static hosts);
 * - sitemap.xml (every indexable page in every language, with its alternates) and robots.txt
 *   are written from the route table;
 * - the service worker (`/sw.js`) is built with the offline set it precaches: the pages of
 *   `offlineRoutes` and the offline page in every language, and every file they need;
 * - text files are precompressed with brotli and gzip.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import {
  canonicalUrl,
  languages,
  offlineCachePrefix,
  offlinePagePath,
  offlinePaths,
  pageRoutes,
  siteConfig,
} from '@alento/content';
import {
  contentSecurityPolicy,
  immutableCache,
  revalidateCache,
  securityHeaders,
  serviceWorkerPath,
  workerContentSecurityPolicy,
} from '../server/headers.ts';
import { buildServiceWorker } from '../offline/build-worker.ts';
import { offlineSet } from '../offline/offline-set.ts';
import { appIcons, appleTouchIcon } from '../offline/web-app-manifest.ts';
import {
  deferHydration,
  inlineScriptHashes,
  inlineStyleHashes,
  inlineStylesheets,
  styleAttributeHashes,
} from './page-html.ts';
import { splitPageCss } from './page-css.ts';
import { hydrationGate } from './hydration-gate.ts';
import { intlWorker } from './intl-worker.ts';

const buildDir = resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.ALENTO_BUILD_DIR ?? 'build',
);
const clientDir = join(buildDir, 'client');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// 1. Each language's not-found page.
for (const { prefix } of languages) {
  const dir = join(clientDir, prefix);
  renameSync(join(dir, '__not-found', 'index.html'), join(dir, '404.html'));
  rmSync(join(dir, '__not-found'), { recursive: true });
}
// Every route is prerendered, so the client-side fallback shell would only be a second 404 page.
rmSync(join(clientDir, '__spa-fallback.html'), { force: true });

// The hydration gate and the worker it starts: each its own source text (types already
// stripped), minified as the bundles are, as one file every page shares (cached once, named by
// its content like the bundles).
function writeScript(name: string, body: () => void): string {
  const minified = minifySync(`${name}.js`, `(${body.toString()})()`, {
    compress: true,
    mangle: true,
  });
  if (minified.errors.length > 0) {
    throw new Error(`postbuild: ${name} did not minify: ${minified.errors[0]?.message}`);
  }
  const hash = createHash('sha256').update(minified.code).digest('hex').slice(0, 8);
  const src = `/assets/${name}-${hash}.js`;
  writeFileSync(join(clientDir, src), minified.code);
  return src;
}
const gateSrc = writeScript('hydration-gate', hydrationGate);
const intlWorkerSrc = writeScript('intl-worker', intlWorker);

// 2. Inline styles, and the per-page CSP from the inline scripts' and styles' hashes.
const policies: Record<string, string> = {};
for (const file of walk(clientDir).filter((f) => f.endsWith('.html'))) {
  const inlined = inlineStylesheets(readFileSync(file, 'utf8'), (href) => {
    const path = join(clientDir, href);
    return href.startsWith('/assets/') && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
  // The rules the page's markup cannot use yet wait in a file of their own, named by its content
  // (pages with the same classes share one).
  const { html: cut, unused } = splitPageCss(inlined);
  let laterCss: string | undefined;
  if (unused) {
    laterCss = `/assets/page-later-${createHash('sha256').update(unused).digest('hex').slice(0, 8)}.css`;
    writeFileSync(join(clientDir, laterCss), unused);
  }
  const html = deferHydration(cut, { gate: gateSrc, intlWorker: intlWorkerSrc }, laterCss);
  writeFileSync(file, html);
  const rel = relative(clientDir, file).split(sep).join('/');
  const urlPath = rel.endsWith('404.html')
    ? `/${rel.replace(/\.html$/, '')}`
    : `/${rel.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
  policies[urlPath] = contentSecurityPolicy(
    inlineScriptHashes(html),
    inlineStyleHashes(html),
    styleAttributeHashes(html),
  );
}
writeFileSync(join(buildDir, 'csp.json'), `${JSON.stringify(policies, null, 2)}\n`);

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
// Hosts that read _headers join the values of every rule a path matches, so Cache-Control is set
// per page and per asset folder, never under /* (an asset would get "no-cache, …, immutable").
const headersFile = [
  '/*',
  ...headerLines(securityHeaders),
  '',
  '/assets/*',
  ...headerLines({ 'Cache-Control': immutableCache }),
  '',
  serviceWorkerPath,
  ...headerLines({
    'Content-Security-Policy': workerContentSecurityPolicy,
    'Cache-Control': revalidateCache,
  }),
  '',
  ...Object.entries(policies).flatMap(([path, csp]) => [
    path.endsWith('/404') ? `${path}.html` : path,
    ...headerLines({ 'Content-Security-Policy': csp, 'Cache-Control': revalidateCache }),
    '',
  ]),
].join('\n');
writeFileSync(join(clientDir, '_headers'), headersFile);

// 3. Sitemap and robots.
// Every page in every language, each naming all its languages (itself included) and the
// English page as the default for everyone else.
const urlIn = (route: (typeof pageRoutes)[number], prefix: string) =>
  canonicalUrl(route, `${siteConfig.origin}${prefix}`);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...pageRoutes
    .filter((route) => route.indexable && !('canonical' in route && route.canonical))
    .flatMap((route) => {
      const alternates = [
        ...languages.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${urlIn(route, l.prefix)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(route, '')}"/>`,
      ];
      return languages.flatMap((l) => [
        `  <url>`,
        `    <loc>${urlIn(route, l.prefix)}</loc>`,
        ...alternates,
        `  </url>`,
      ]);
    }),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(clientDir, 'sitemap.xml'), sitemap);
writeFileSync(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`,
);

// 4. The service worker, with the offline set it precaches.
const precache = offlineSet({
  clientDir,
  prefixes: languages.map(({ prefix }) => prefix),
  pages: [...offlinePaths(), offlinePagePath],
  shared: ['/favicon.svg', ...appIcons.map(({ src }) => src), appleTouchIcon.src],
  perLanguage: ['/manifest.webmanifest'],
});
await buildServiceWorker(join(clientDir, serviceWorkerPath.slice(1)), {
  cachePrefix: offlineCachePrefix,
  precache: precache.entries,
  offlinePages: Object.fromEntries(
    languages.map(({ prefix }) => [prefix, `${prefix}${offlinePagePath}`]),
  ),
  networkTimeoutSeconds: 4,
});
console.log(
  `postbuild: the service worker precaches ${precache.entries.length} files, ${(precache.bytes / 1000).toFixed(0)} KB`,
);

// 5. Precompression: the server picks the smallest encoding the browser accepts.
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
let files = 0;
for (const file of walk(clientDir).filter((f) => compressible.test(f))) {
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(
  `postbuild: 404.html, ${Object.keys(policies).length} page policies, ${files} files precompressed`,
);
