import { describe, expect, it } from 'vitest';
import { chunkGroups, runsOnEveryPage } from './chunk-groups.ts';

interface Module {
  code: string;
  importers?: string[];
  exports?: string[];
}

/** A module graph as the bundler describes it to a chunk group's `name`. */
function graph(modules: Record<string, Module>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        id,
        code: module.code,
        importers: module.importers ?? [],
        exports: module.exports ?? [],
      } as unknown as ReturnType<Parameters<typeof runsOnEveryPage>[1]['getModuleInfo']>;
    },
  };
}

const root = '/site/app/root.tsx';
const entry = '/site/app/entry.client.tsx';
const uiIndex = '/site/packages/ui/src/index.ts';
const button = '/site/packages/ui/src/Button/Button.tsx';
const carousel = '/site/packages/ui/src/Carousel/Carousel.tsx';
const spaRoute = '/site/app/routes/spa.tsx';
const header = '/site/app/layout/Header.tsx';
const later = '/site/app/lib/Later.tsx';

const site = graph({
  [root]: {
    code: `import { Button } from '@alento/ui';\nimport { Header } from './layout/Header.tsx';\nimport * as styles from './root.css.ts';`,
  },
  [entry]: { code: `import { hydrateRoot } from 'react-dom/client';` },
  [uiIndex]: {
    // A barrel: nothing but the exports it passes on.
    code: `// The public face.\nexport { Button } from "./Button/Button.tsx";\nexport { Carousel as Slides } from "./Carousel/Carousel.tsx";`,
    importers: [root, spaRoute],
  },
  [button]: { code: 'export function Button() {}', importers: [uiIndex], exports: ['Button'] },
  [carousel]: {
    code: 'export function Carousel() {}',
    importers: [uiIndex],
    exports: ['Carousel'],
  },
  [spaRoute]: { code: `import { Slides } from '@alento/ui';` },
  [header]: { code: `const Later = import('../lib/Later.tsx');`, importers: [root] },
  [later]: { code: 'export const later = 1;', importers: [] },
});

describe('runsOnEveryPage', () => {
  it('follows a chain of static imports from the root route', () => {
    expect(runsOnEveryPage(header, site)).toBe(true);
  });

  it('counts what a module asks a barrel for, not everything the barrel passes on', () => {
    expect(runsOnEveryPage(button, site)).toBe(true);
    // Only a route asks for the carousel (as `Slides`), though the root imports the same index;
    // the root's `import * as styles` names its own stylesheet, not the index.
    expect(runsOnEveryPage(carousel, site)).toBe(false);
  });

  it('follows a name the barrel gives an export of its own', () => {
    const renamedExport = graph({
      [root]: { code: `import { Slides } from '@alento/ui';` },
      [uiIndex]: {
        code: `export { Carousel as Slides } from "./Carousel/Carousel.tsx";`,
        importers: [root],
      },
      [carousel]: { code: '', importers: [uiIndex], exports: ['Carousel'] },
    });
    expect(runsOnEveryPage(carousel, renamedExport)).toBe(true);
  });

  it('leaves out a module that is only imported dynamically', () => {
    expect(runsOnEveryPage(later, site)).toBe(false);
  });

  it('counts a namespace import of the barrel itself as asking for everything', () => {
    const namespace = graph({
      [root]: { code: `import * as ui from '../packages/ui/src/index.ts';` },
      [uiIndex]: {
        code: `export { Carousel } from "./Carousel/Carousel.tsx";`,
        importers: [root],
      },
      [carousel]: { code: '', importers: [uiIndex], exports: ['Carousel'] },
    });
    expect(runsOnEveryPage(carousel, namespace)).toBe(true);
  });
});

describe('chunkGroups', () => {
  const [vendor, own] = chunkGroups.groups ?? [];
  const name = (group: typeof vendor, id: string) =>
    typeof group?.name === 'function' ? group.name(id, site) : undefined;
  const test = (group: typeof vendor, id: string) =>
    group?.test instanceof RegExp
      ? group.test.test(id)
      : (group?.test as (id: string) => boolean)(id);

  it("puts the site's every-page modules in one file and leaves the rest to the bundler", () => {
    expect(test(own, header)).toBe(true);
    expect(name(own, header)).toBe('site');
    expect(name(own, carousel)).toBeNull();
  });

  it('keeps the root route and the client entry files of their own', () => {
    expect(name(own, root)).toBeNull();
    expect(name(own, entry)).toBeNull();
  });

  it("leaves the libraries to their own group, and the content's records to the bundler", () => {
    expect(test(own, '/site/node_modules/preact/dist/preact.mjs')).toBe(false);
    expect(test(vendor, '/site/node_modules/preact/dist/preact.mjs')).toBe(true);
    expect(test(own, '/site/packages/content/src/pages/faq.ts')).toBe(false);
    expect((vendor?.priority ?? 0) > (own?.priority ?? 0)).toBe(true);
  });
});
