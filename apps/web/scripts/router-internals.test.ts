import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkRouterModule,
  routerModuleFile,
  routerReliances,
  routerVersion,
} from './router-internals.ts';

/** The installed router's `dist/production` folder, as the build resolves it. */
const production = (() => {
  const entry = fileURLToPath(import.meta.resolve('react-router'));
  return join(entry.slice(0, entry.lastIndexOf('/dist/')), 'dist', 'production');
})();
const version = routerVersion(join(production, 'index.js'));

describe('what the build relies on in the installed React Router', () => {
  // A new version of React Router written another way fails here, naming the patch to update.
  for (const { patch, file } of routerReliances) {
    it(`${patch}: ${file}`, () => {
      const code = readFileSync(join(production, file), 'utf8');
      checkRouterModule(code, file, version, patch);
    });
  }

  it('preact/react.ts: gives the router every React export its modules use', async () => {
    const used = new Map<string, string>();
    for (const file of readdirSync(production, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(join(production, file), 'utf8');
      for (const [, name = ''] of code.matchAll(/\bReact\$1\.(\w+)/g)) used.set(name, file);
      for (const [, list = ''] of code.matchAll(/import \{([^}]*)\} from "react";/g)) {
        for (const name of list.split(',')) used.set(name.trim().split(/\s+as\s+/)[0]!, file);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    // By a path the type checker does not follow: the shim's folder is the bundler's, outside
    // the project's types (its `export *` of Preact's compat layer is for the bundler alone).
    const shim = '../preact/react.ts';
    const preactReact = (await import(/* @vite-ignore */ shim)) as Record<string, unknown>;
    const missing = [...used].filter(([name]) => !(name in preactReact));
    expect(
      missing.map(
        ([name, file]) =>
          `react-router ${version}'s \`dist/production/${file}\` uses React's \`${name}\``,
      ),
      'preact/react.ts: Preact’s compat layer lacks what the router calls; the patch needs updating',
    ).toEqual([]);
  });
});

describe('checkRouterModule', () => {
  it('names the patch, the version, the module and the text it no longer finds', () => {
    const changed = 'const Link = forwardRef(function LinkWithRef() {});';
    expect(() => checkRouterModule(changed, 'lib/dom/lib.js', '9.0.0')).toThrow(
      "router-tree-shaking: react-router 9.0.0's `dist/production/lib/dom/lib.js` no longer contains `const Link = React$1.forwardRef(`; the patch needs updating",
    );
  });

  it('checks only the reliances of the module it is given, or of one patch', () => {
    expect(() => checkRouterModule('', 'lib/router/router.js', '8.4.0')).not.toThrow();
    const gateOnly =
      'window.__reactRouterContext && window.__reactRouterManifest && window.__reactRouterRouteModules;let stream = ssrInfo.context.stream;';
    const file = 'lib/dom-export/hydrated-router.js';
    expect(() => checkRouterModule(gateOnly, file, '8.4.0', 'hydration-gate')).not.toThrow();
    expect(() => checkRouterModule(gateOnly, file, '8.4.0')).toThrow(/^entry\.client: /);
  });
});

describe('routerModuleFile', () => {
  it('reads the module’s path inside dist/production, on any system', () => {
    expect(routerModuleFile('/r/node_modules/react-router/dist/production/lib/dom/lib.js')).toBe(
      'lib/dom/lib.js',
    );
    expect(
      routerModuleFile('C:\\r\\node_modules\\react-router\\dist\\production\\lib\\dom\\lib.js'),
    ).toBe('lib/dom/lib.js');
    expect(
      routerModuleFile('/r/node_modules/react-router/dist/development/lib/dom/lib.js'),
    ).toBeUndefined();
    expect(routerModuleFile('/r/app/root.tsx')).toBeUndefined();
  });
});
