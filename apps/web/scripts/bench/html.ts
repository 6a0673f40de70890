/**
 * What a prerendered page asks for before anything else: read from its HTML, so the weight of a
 * route is known without a browser, and its no-JS twin is the same markup without scripts.
 */
import { gzipSync } from 'node:zlib';
import { hydrationModulesId, isExecutableScript } from '../page-html.ts';
import type { HydrationModules } from '../page-html.ts';

export interface InitialResources {
  /**
   * Scripts the browser fetches for the first view: module entries and their preloads, and the
   * modules (and the worker) the hydration gate requests once the page has painted (they are the
   * page's all the same).
   */
  readonly scripts: readonly string[];
  /** Stylesheets the first render waits for (not those deferred with a non-screen media). */
  readonly stylesheets: readonly string[];
  /** Inline executable script bodies (JSON-LD and other data blocks are not code). */
  readonly inlineScripts: readonly string[];
  /** Inline style bodies. */
  readonly inlineStyles: readonly string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** The modules a page's modules import, as React Router's manifest (a file of the build) lists them. */
function manifestImports(manifest: string, routeIds: readonly string[]): string[] {
  const listed = JSON.parse(
    manifest.slice(manifest.indexOf('{'), manifest.lastIndexOf('}') + 1),
  ) as {
    entry: { imports?: string[] };
    routes: Record<string, { imports?: string[] } | undefined>;
  };
  return [
    ...(listed.entry.imports ?? []),
    ...routeIds.flatMap((id) => listed.routes[id]?.imports ?? []),
  ];
}

/**
 * `readAsset` reads a file of the build: the hydration gate's modules import others that only
 * React Router's manifest names, as the gate itself reads them.
 */
export function initialResources(
  html: string,
  readAsset?: (path: string) => Uint8Array,
): InitialResources {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') {
      const media = attribute(tag, 'media')?.trim().toLowerCase();
      if (media === undefined || media === 'all' || media === 'screen') stylesheets.add(href);
    }
  }
  const inlineScripts: string[] = [];
  for (const [, open = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(open, 'src');
    if (src) scripts.add(src);
    else if (body.length > 0 && isExecutableScript(open)) inlineScripts.push(body);
    else if (attribute(open, 'id') === hydrationModulesId) {
      const modules = JSON.parse(body) as HydrationModules;
      const imports = readAsset
        ? manifestImports(
            new TextDecoder().decode(readAsset(modules.manifest)),
            Object.keys(modules.routes),
          )
        : [];
      for (const href of [
        modules.manifest,
        ...Object.values(modules.routes),
        modules.entry,
        ...imports,
        ...(modules.intlWorker ? [modules.intlWorker] : []),
      ]) {
        scripts.add(href);
      }
    }
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, body = '']) => body,
  );
  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineScripts, inlineStyles };
}

export const gzipSize = (body: string | Uint8Array): number => gzipSync(body, { level: 9 }).length;

export interface RouteWeight {
  /** gzip bytes of the initial JavaScript: fetched files plus inline scripts. */
  readonly jsGzip: number;
  /** gzip bytes of the CSS the first render needs: inline styles plus blocking stylesheets. */
  readonly cssGzip: number;
  /** gzip bytes of the HTML document itself. */
  readonly htmlGzip: number;
}

/**
 * The gzip weight of a page's initial JS and CSS; `readAsset` returns a same-origin file's body.
 * `sizes` keeps each file's gzip size between calls, for weighing many pages that share files.
 */
export function routeWeight(
  html: string,
  readAsset: (path: string) => Uint8Array,
  sizes = new Map<string, number>(),
): RouteWeight {
  const initial = initialResources(html, readAsset);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const sizeOf = (path: string) => {
    const known = sizes.get(path);
    if (known !== undefined) return known;
    const size = gzipSize(readAsset(path));
    sizes.set(path, size);
    return size;
  };
  return {
    jsGzip: sum(initial.scripts.map(sizeOf)) + sum(initial.inlineScripts.map(gzipSize)),
    cssGzip: sum(initial.stylesheets.map(sizeOf)) + sum(initial.inlineStyles.map(gzipSize)),
    htmlGzip: gzipSize(html),
  };
}

/**
 * The page as it paints without any script: every script the browser would run, every script
 * preload and the data only scripts read (the hydration gate's module list) removed. JSON-LD
 * stays: it is the page's data for search engines, part of the page with or without scripts.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /\stype="application\/ld\+json"/i.test(` ${attributes}`) ? element : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}
