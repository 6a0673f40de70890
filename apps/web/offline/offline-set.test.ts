import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cssUrls, filesImportedBy, filesNamedInHtml, offlineSet } from './offline-set.ts';

const modules = {
  manifest: '/assets/manifest-abc.js',
  routes: { root: '/assets/root-1.js', 'routes/spa.safety': '/assets/spa.safety-2.js' },
  entry: '/assets/entry.client-3.js',
  laterCss: '/assets/page-later-4.css',
};
const page = (heading: string) =>
  `<html><head><link rel="preload" as="font" href="/assets/fraunces-5.woff2"><style>@font-face{src:url(/assets/inter-6.woff2)}</style></head><body><h1>${heading}</h1><img src="/assets/media/a-400.jpg" srcset="/assets/media/a-400.jpg 400w, /assets/media/a-800.jpg 800w"><a href="/spa">Spa</a><script type="application/json" id="hydration-modules">${JSON.stringify(modules)}</script><script src="/assets/hydration-gate-7.js" defer></script></body></html>`;

describe('what a page names', () => {
  it('finds its scripts, stylesheets, every picture of a srcset and fonts, not its links', () => {
    expect(filesNamedInHtml(page('Safety')).sort()).toEqual(
      [
        '/assets/fraunces-5.woff2',
        '/assets/inter-6.woff2',
        '/assets/media/a-400.jpg',
        '/assets/media/a-800.jpg',
        '/assets/hydration-gate-7.js',
        modules.manifest,
        modules.entry,
        ...Object.values(modules.routes),
        modules.laterCss,
      ].sort(),
    );
  });

  it('follows a module’s imports, later ones included, and a stylesheet’s urls', () => {
    expect(
      filesImportedBy(
        'import{a}from"./chunk-1.js";const m=()=>import("./later-2.js");__vite__mapDeps(["assets/later-2.js","assets/later-3.css"])',
      ).sort(),
    ).toEqual(['/assets/chunk-1.js', '/assets/later-2.js', '/assets/later-3.css']);
    expect(cssUrls('a{background:url("/assets/x.svg")}b{src:url(data:font)}')).toEqual([
      '/assets/x.svg',
    ]);
  });
});

describe('the offline set of a build', () => {
  let dir: string;
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build() {
    dir = mkdtempSync(join(tmpdir(), 'offline-set-'));
    for (const prefix of ['', '/pt']) {
      write(`${prefix}/spa/safety/index.html`, page('Safety'));
      write(`${prefix}/offline/index.html`, '<h1>Offline</h1>');
      write(`${prefix}/manifest.webmanifest`, '{}');
    }
    write('/favicon.svg', '<svg/>');
    for (const file of [
      'fraunces-5.woff2',
      'inter-6.woff2',
      'media/a-400.jpg',
      'media/a-800.jpg',
      'hydration-gate-7.js',
      'root-1.js',
      'later-9.js',
      'page-later-4.css',
    ]) {
      write(`/assets/${file}`, 'x');
    }
    write('/assets/spa.safety-2.js', 'import"./chunk-8.js";');
    write('/assets/chunk-8.js', 'const l=()=>import("./later-9.js")');
    write('/assets/entry.client-3.js', '');
    // The router's manifest names every page's modules: none of them is followed.
    write('/assets/manifest-abc.js', 'window.m={"routes/dining":{"module":"/assets/dining-0.js"}}');
    return dir;
  }

  const options = (clientDir: string, pages = ['/spa/safety', '/offline']) => ({
    clientDir,
    prefixes: ['', '/pt'],
    pages,
    shared: ['/favicon.svg'],
    perLanguage: ['/manifest.webmanifest'],
  });

  it('holds each language’s pages and what they need once, revised where unhashed', () => {
    const set = offlineSet(options(build()));
    const urls = set.entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/spa/safety',
        '/pt/spa/safety',
        '/offline',
        '/pt/offline',
        '/manifest.webmanifest',
        '/pt/manifest.webmanifest',
        '/favicon.svg',
        '/assets/chunk-8.js',
        '/assets/later-9.js',
        '/assets/media/a-800.jpg',
      ]),
    );
    expect(urls).not.toContain('/assets/dining-0.js');
    for (const entry of set.entries) {
      if (entry.url.startsWith('/assets/')) expect(entry.revision, entry.url).toBeNull();
      else expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(set.bytes).toBeGreaterThan(0);
  });

  it('stops the build, naming the page, when a listed page was not prerendered', () => {
    expect(() => offlineSet(options(build(), ['/spa/safety', '/circuit', '/offline']))).toThrow(
      /The offline set lists \/circuit, but the build prerendered no page at \/circuit/,
    );
  });
});
