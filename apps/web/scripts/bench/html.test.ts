import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialResources, routeWeight, withoutScripts } from './html.ts';

const html = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
  '<style>body{margin:0}</style>',
  '<link rel="stylesheet" href="/assets/s.css" media="print"/>',
  '<link rel="stylesheet" href="/assets/t.css"/>',
  '<script type="application/ld+json">{"@type":"Resort"}</script>',
  '</head><body><h1>Alento</h1>',
  '<script>window.x = 1;</script>',
  '<script type="module" async="">import "/assets/a.js";</script>',
  '<script type="module" src="/assets/c.js"></script>',
  '</body></html>',
].join('');

const files: Record<string, string> = {
  '/assets/a.js': 'export const a = 1;'.repeat(40),
  '/assets/b.js': 'export const b = 2;'.repeat(40),
  '/assets/c.js': 'export const c = 3;',
  '/assets/t.css': '.t{color:red}',
};
const gz = (s: string) => gzipSync(s, { level: 9 }).length;

describe('a page’s initial resources', () => {
  it('counts preloaded and external scripts once, and inline code but not JSON-LD', () => {
    const initial = initialResources(html);
    expect(initial.scripts).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(initial.inlineScripts).toEqual(['window.x = 1;', 'import "/assets/a.js";']);
  });

  it('counts the modules and the worker the hydration gate requests after the paint, once each', () => {
    const modules = {
      manifest: '/assets/m.js',
      routes: { root: '/assets/root.js', 'routes/home': '/assets/home.js' },
      entry: '/assets/e.js',
      intlWorker: '/assets/intl-worker.js',
    };
    // What the modules import, only React Router's manifest names; another route's are not the page's.
    const manifest = `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: '/assets/e.js', imports: ['/assets/shared.js'] },
      routes: {
        root: { imports: ['/assets/shared.js', '/assets/ui.js'] },
        'routes/home': { imports: ['/assets/home-words.js'] },
        'routes/spa': { imports: ['/assets/spa-words.js'] },
      },
    })};`;
    const gated = [
      '<html><body><h1>Alento</h1>',
      `<script type="application/json" id="hydration-modules">${JSON.stringify(modules)}</script>`,
      '<script>(function gate() {})()</script>',
      '</body></html>',
    ].join('');
    const initial = initialResources(gated, (path) => {
      expect(path).toBe('/assets/m.js');
      return Buffer.from(manifest);
    });
    expect(initial.scripts).toEqual([
      '/assets/m.js',
      '/assets/root.js',
      '/assets/home.js',
      '/assets/e.js',
      '/assets/shared.js',
      '/assets/ui.js',
      '/assets/home-words.js',
      '/assets/intl-worker.js',
    ]);
    expect(initial.inlineScripts).toEqual(['(function gate() {})()']);
  });

  it('counts the CSS the first render waits for: inline styles and screen stylesheets', () => {
    const initial = initialResources(html);
    expect(initial.stylesheets).toEqual(['/assets/t.css']);
    expect(initial.inlineStyles).toEqual(['body{margin:0}']);
  });

  it('weighs them gzip-compressed', () => {
    const weight = routeWeight(html, (path) => Buffer.from(files[path]!));
    expect(weight.jsGzip).toBe(
      gz(files['/assets/a.js']!) +
        gz(files['/assets/b.js']!) +
        gz(files['/assets/c.js']!) +
        gz('window.x = 1;') +
        gz('import "/assets/a.js";'),
    );
    expect(weight.cssGzip).toBe(gz('.t{color:red}') + gz('body{margin:0}'));
    expect(weight.htmlGzip).toBe(gz(html));
  });
});

describe('the no-JS twin', () => {
  it('is the same markup without any script, script preload or hydration data', () => {
    const gated = html.replace(
      '</body>',
      '<script type="application/json" id="hydration-modules">{}</script></body>',
    );
    const twin = withoutScripts(gated);
    expect(twin).not.toMatch(/<script(?! type="application\/ld\+json")|modulepreload/);
    expect(twin).not.toContain('hydration-modules');
    expect(twin).toContain('<h1>Alento</h1>');
    expect(twin).toContain('<style>body{margin:0}</style>');
    expect(twin).toContain('<link rel="stylesheet" href="/assets/t.css"/>');
    expect(initialResources(twin).scripts).toEqual([]);
  });

  it('keeps the JSON-LD: data for search engines, not a script that runs', () => {
    expect(withoutScripts(html)).toContain(
      '<script type="application/ld+json">{"@type":"Resort"}</script>',
    );
  });
});
