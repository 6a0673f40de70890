/**
 * What the service worker precaches, read from the finished build: for each language, the pages
 * of the offline set (`offlineRoutes` in `@alento/content`) and the offline page, with every file
 * their HTML names (the hydration gate and the page's modules, what those modules import, later
 * imports included, its stylesheets, every picture of every `srcset`, fonts) and the site's
 * icons. A file whose name carries its content's hash needs no revision; any other is revised by
 * its content's hash, so a new build that changes it installs a new worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string | null;
}

export interface OfflineSet {
  readonly entries: readonly PrecacheEntry[];
  /** The files' own sizes, uncompressed, as the worker stores them. */
  readonly bytes: number;
}

export interface OfflineSetOptions {
  readonly clientDir: string;
  /** Each language's prefix: `''`, `/pt`, `/es`. */
  readonly prefixes: readonly string[];
  /** The pages of the offline set and the offline page, by path (`/spa/safety`, `/offline`). */
  readonly pages: readonly string[];
  /** Files at fixed addresses every language shares (`/favicon.svg`, the icons). */
  readonly shared: readonly string[];
  /** Files at fixed addresses in each language (`/manifest.webmanifest`). */
  readonly perLanguage: readonly string[];
}

const hashed = (url: string) => url.startsWith('/assets/');

/** The site files an HTML page names: scripts, modules, stylesheets, pictures, fonts. */
export function filesNamedInHtml(html: string): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => {
    if (!url) return;
    const path = url.trim().split(/[?#]/)[0]!;
    // Files only: a link to another page is a navigation, not something the page needs.
    if (path.startsWith('/') && !path.startsWith('//') && /\.[a-z0-9]+$/i.test(path))
      found.add(path);
  };
  for (const [, url] of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    if (url!.startsWith('/assets/') || /\.(svg|png|jpe?g|webp|avif|woff2?)$/.test(url!)) add(url);
  }
  for (const [, list] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of list!.split(',')) add(candidate.trim().split(/\s+/)[0]);
  }
  for (const url of cssUrls(html)) add(url);
  const modules =
    /<script type="application\/json" id="hydration-modules">([\s\S]*?)<\/script>/.exec(html);
  if (modules) {
    const data = JSON.parse(modules[1]!) as {
      manifest: string;
      routes: Record<string, string>;
      entry: string;
      intlWorker?: string;
      laterCss?: string;
    };
    for (const url of [
      data.manifest,
      data.entry,
      ...Object.values(data.routes),
      data.intlWorker,
      data.laterCss,
    ]) {
      add(url);
    }
  }
  return [...found];
}

/** The `url(…)` references of a stylesheet (or of a page's inline styles). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
    .map(([, url]) => url!)
    .filter((url) => url.startsWith('/'));
}

/**
 * The other build files a module imports, statically or later (`import("./x.js")`, and the
 * bundler's lists of a later import's files, `"assets/x.js"`), as site paths.
 */
export function filesImportedBy(code: string): string[] {
  const found = new Set<string>();
  for (const [, name] of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["'`]/g)) {
    found.add(`/assets/${name}`);
  }
  return [...found];
}

/** The precache of the offline set; throws, naming the page, if a page was not prerendered. */
export function offlineSet(options: OfflineSetOptions): OfflineSet {
  const { clientDir } = options;
  const fileOf = (url: string) => join(clientDir, url);
  const urls = new Map<string, string>();
  const read = (url: string) => readFileSync(fileOf(url));
  const queue: string[] = [];
  const want = (url: string, file = fileOf(url)) => {
    if (urls.has(url)) return;
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new Error(`The offline set needs ${url}, which the build did not write (${file})`);
    }
    urls.set(url, file);
    queue.push(url);
  };

  for (const prefix of options.prefixes) {
    for (const page of options.pages) {
      const url = `${prefix}${page}`;
      const file = join(clientDir, url, 'index.html');
      if (!existsSync(file)) {
        throw new Error(
          `The offline set lists ${page}, but the build prerendered no page at ${url}: add the route to the route table (packages/content/src/routes.ts) and to apps/web/app/routes.ts, or take it out of offlineRoutes (packages/content/src/offline.ts)`,
        );
      }
      want(url, file);
    }
    for (const file of options.perLanguage) want(`${prefix}${file}`);
  }
  for (const file of options.shared) want(file);

  // The JavaScript React Router's manifest would pull in is every page's: only the modules a
  // listed page names are followed.
  const isRouterManifest = (url: string) => /\/manifest-[\w-]+\.js$/.test(url);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const file = urls.get(url)!;
    if (file.endsWith('.html')) {
      for (const named of filesNamedInHtml(readFileSync(file, 'utf8'))) want(named);
    } else if (url.endsWith('.css')) {
      for (const named of cssUrls(read(url).toString('utf8'))) want(named);
    } else if (url.endsWith('.js') && !isRouterManifest(url)) {
      for (const named of filesImportedBy(read(url).toString('utf8'))) want(named);
    }
  }

  let bytes = 0;
  const entries = [...urls].map(([url, file]) => {
    const body = readFileSync(file);
    bytes += body.length;
    return {
      url,
      revision: hashed(url) ? null : createHash('sha256').update(body).digest('hex').slice(0, 16),
    };
  });
  entries.sort((a, b) => a.url.localeCompare(b.url));
  return { entries, bytes };
}
