import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  inlineStylesheets,
  isExecutableScript,
  deferHydration,
  routerModules,
  styleAttributeHashes,
} from './page-html.ts';

const hash = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('CSP hashes', () => {
  it('hashes each inline script once and skips external ones', () => {
    const html = page(
      '<script>a()</script><script type="module" async="">import "/x.js";</script><script src="/y.js"></script>',
      '<script>a()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('import "/x.js";')]);
  });

  it('gives JSON-LD blocks no hash: they are data, never run', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Resort"}</script><script>b()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([hash('b()')]);
    expect(isExecutableScript('<script type="application/ld+json">')).toBe(false);
    expect(isExecutableScript('<script type="module">')).toBe(true);
    expect(isExecutableScript('<script>')).toBe(true);
  });

  it('hashes inline styles', () => {
    expect(inlineStyleHashes(page('<style>a{color:red}</style>'))).toEqual([hash('a{color:red}')]);
  });

  it('hashes each distinct style attribute value as the browser reads it', () => {
    const html = page(
      '',
      '<img src="/a.svg" style="object-position:50% 40%" alt=""/><p style="font-family:&quot;Inter&quot;">x</p><img style="object-position:50% 40%"/><p>style="no"</p>',
    );
    expect(styleAttributeHashes(html)).toEqual([
      hash('object-position:50% 40%'),
      hash('font-family:"Inter"'),
    ]);
    expect(styleAttributeHashes(page('<style>a{}</style>'))).toEqual([]);
  });
});

describe('inlining stylesheets', () => {
  const css: Record<string, string> = {
    '/assets/root.css': '@font-face{src:url(/assets/f.woff2)}body{margin:0}',
    '/assets/page.css': '.a{background:url(./bg.svg)}',
  };
  const html = page(
    '<link rel="preload" as="font" href="/assets/f.woff2"/><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>',
    '<p>hi</p>',
  );
  const result = inlineStylesheets(html, (href) => css[href]);

  it('puts every stylesheet in one <style> before the first link, in order', () => {
    const style = result.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(style).toBe(
      '@font-face{src:url(/assets/f.woff2)}body{margin:0}\n.a{background:url(/assets/bg.svg)}',
    );
    expect(result.indexOf('<style>')).toBeLessThan(result.indexOf('href="/assets/root.css"'));
  });

  it('keeps the links for hydration and printing, no longer blocking the paint', () => {
    expect(result).toContain('<link rel="stylesheet" href="/assets/root.css" media="print"/>');
    expect(result).toContain('<link rel="stylesheet" href="/assets/page.css" media="print"/>');
    expect(result).not.toMatch(/rel="stylesheet" href="[^"]+"\/>/);
    expect(result).toContain('<body><p>hi</p></body>');
  });

  it('reads a stylesheet whose link carries a fragment, as React Router writes some', () => {
    const marked = page('<link rel="stylesheet" href="/assets/page.css#"/>', '<p>hi</p>');
    const inlinedPage = inlineStylesheets(marked, (href) => css[href]);
    expect(inlinedPage).toContain('.a{background:url(/assets/bg.svg)}');
    // Without the fragment, the bundler's preload helper finds the file already in the page
    // and adds no second stylesheet when a lazily imported module needs it.
    expect(inlinedPage).toContain('<link rel="stylesheet" href="/assets/page.css" media="print"/>');
  });

  it("fills the root's empty page-CSS element in place instead of adding one", () => {
    const slotted = page(
      '<meta charset="utf-8"/><style data-page-css=""></style><link rel="stylesheet" href="/assets/root.css"/>',
    );
    const filled = inlineStylesheets(slotted, (href) => css[href]);
    expect(filled.match(/<style/g)).toHaveLength(1);
    expect(filled).toContain(
      '<style data-page-css="">@font-face{src:url(/assets/f.woff2)}body{margin:0}</style>',
    );
    expect(filled).toContain('<link rel="stylesheet" href="/assets/root.css" media="print"/>');
    const bareAttribute = slotted.replace('data-page-css=""', 'data-page-css');
    expect(inlineStylesheets(bareAttribute, (href) => css[href])).toBe(filled);
  });

  it('leaves alone a page without stylesheets, and stylesheets it cannot read', () => {
    const bare = page('<title>x</title>');
    expect(inlineStylesheets(bare, () => 'a{}')).toBe(bare);
    const other = page('<link rel="stylesheet" href="/elsewhere.css"/>');
    expect(inlineStylesheets(other, () => undefined)).toBe(other);
  });
});

describe('deferring hydration', () => {
  const routerScript = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-2.js";',
    'import * as route1 from "/assets/home-3.js";',
    '  ',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    '',
    'import("/assets/entry.client-4.js");',
  ].join('\n');
  const html = page(
    '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js" fetchpriority="low"/><link rel="modulepreload" href="/assets/shared-5.js"/>',
    `<main>Page</main><script>window.__reactRouterContext = {};</script><script type="module" async>${routerScript}</script><script>stream()</script>`,
  );

  it('reads the manifest, the route modules by id and the entry from React Router’s script', () => {
    expect(routerModules(routerScript)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: { root: '/assets/root-2.js', 'routes/home': '/assets/home-3.js' },
      entry: '/assets/entry.client-4.js',
    });
  });

  it('leaves the page no module script and no module preload, other preloads untouched', () => {
    const result = deferHydration(html, { gate: '/assets/gate-1.js' });
    expect(result).not.toContain('modulepreload');
    expect(result).not.toContain('type="module"');
    expect(result).not.toContain('import ');
    expect(result).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    // The scripts React Router relies on stay, in their order around the gate.
    expect(result).toMatch(
      /__reactRouterContext = \{\};<\/script><script type="application\/json" id="hydration-modules">.*<\/script><script src="\/assets\/gate-1.js" defer><\/script><script>stream\(\)<\/script>/,
    );
  });

  it('names the manifest, the route modules and the entry in a data block, not what they import', () => {
    const result = deferHydration(html, { gate: '/assets/gate-1.js' });
    const block = result.match(/id="hydration-modules">(.*?)<\/script>/)?.[1] ?? '';
    // React Router's manifest lists the shared modules; the page need not carry their names.
    expect(block).not.toContain('shared-5');
    expect(JSON.parse(block)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: { root: '/assets/root-2.js', 'routes/home': '/assets/home-3.js' },
      entry: '/assets/entry.client-4.js',
    });
    expect(isExecutableScript('<script type="application/json">')).toBe(false);
  });

  it('names the gate’s worker beside the modules, when the build has one', () => {
    const result = deferHydration(html, {
      gate: '/assets/gate-1.js',
      intlWorker: '/assets/intl-worker-7.js',
    });
    const block = result.match(/id="hydration-modules">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ intlWorker: '/assets/intl-worker-7.js' });
    expect(result).not.toContain('<script src="/assets/intl-worker-7.js"');
  });

  it('names the stylesheet of the page’s later rules in the block, when the page has one', () => {
    const later = deferHydration(html, { gate: '/assets/gate-1.js' }, '/assets/page-later-2.css');
    const block = later.match(/id="hydration-modules">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ laterCss: '/assets/page-later-2.css' });
    expect(later).not.toContain('<link rel="stylesheet" href="/assets/page-later-2.css"');
    const none = deferHydration(html, { gate: '/assets/gate-1.js' });
    expect(none).not.toContain('laterCss');
  });

  it('adds no inline script: the CSP hashes only what React Router had', () => {
    const other = html.replaceAll('home-3', 'spa-9').replaceAll('shared-5', 'other-6');
    const before = inlineScriptHashes(html).filter(
      (hash) =>
        hash !== inlineScriptHashes(`<script type="module" async>${routerScript}</script>`)[0],
    );
    expect(inlineScriptHashes(deferHydration(html, { gate: '/assets/gate-1.js' }))).toEqual(before);
    expect(inlineScriptHashes(deferHydration(other, { gate: '/assets/gate-1.js' }))).toEqual(
      before,
    );
  });

  it('moves React Router’s context and router state into the block, as data', () => {
    const context =
      '<script>window.__reactRouterContext = {"basename":"/","ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';
    const state = [
      '<!--$s--><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"\\u003cb\\u003e\\"]\\n");</script>',
      '<!--$s--><script>window.__reactRouterContext.streamController.close();</script><!--/$s--><!--/$s-->',
    ].join('');
    const streamed = page(
      '',
      `<main>Page</main>${context}<script type="module" async>${routerScript}</script>`,
    ).concat(state);
    const result = deferHydration(streamed, { gate: '/assets/gate-1.js' });
    expect(result).not.toContain('__reactRouterContext');
    expect(inlineScriptHashes(result)).toEqual([]);
    const block = result.match(/id="hydration-modules">(.*?)<\/script>/)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toMatchObject({
      context: { basename: '/', ssr: false },
      stream: ['[{"_1":2},"loaderData","<b>"]\n'],
    });
  });

  it('stops the build when React Router’s scripts no longer read as it expects', () => {
    const gate = { gate: '/assets/gate-1.js' };
    const context =
      '<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';
    const moduleScript = `<script type="module" async>${routerScript}</script>`;
    // The module script with another type: the page would otherwise keep loading its modules at once.
    expect(() => deferHydration(page('', moduleScript.replace(' async', ' defer')), gate)).toThrow(
      'deferHydration (page-html.ts): React Router\'s module script no longer contains `<script type="module" async>`; the patch needs updating',
    );
    expect(() =>
      deferHydration(page('', `${context.replace('= {};', '= {}; ')}${moduleScript}`), gate),
    ).toThrow(
      /^deferHydration \(page-html\.ts\): React Router's context script no longer contains/,
    );
    const changedState =
      '<script>window.__reactRouterContext.streamController.write("[]");</script>';
    expect(() =>
      deferHydration(page('', `${context}${moduleScript}${changedState}`), gate),
    ).toThrow(/^deferHydration \(page-html\.ts\): React Router's router state script/);
  });

  it('leaves a page without React Router’s script alone, and refuses one it cannot read', () => {
    const plain = page('', '<main>Page</main>');
    expect(deferHydration(plain, { gate: '/assets/gate-1.js' })).toBe(plain);
    expect(() =>
      deferHydration(page('', '<script type="module" async>import("/x.js");</script>'), {
        gate: '',
      }),
    ).toThrow(/unexpected shape/);
  });
});
