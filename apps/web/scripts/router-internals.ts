import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * What the build takes for granted in React Router's production modules, as text: each of these
 * patches reads or rewrites code the library does not promise to keep. A new version written
 * another way must stop the build with the patch's name, not leave it silently doing nothing (a
 * bigger page, or a page that no longer hydrates).
 */
export interface RouterReliance {
  /** The patch, as its error names it. */
  readonly patch: string;
  /** The module, relative to the package's `dist/production` folder. */
  readonly file: string;
  /** Text the module must contain, exactly as the library's source writes it. */
  readonly needles: readonly string[];
}

export const routerReliances: readonly RouterReliance[] = [
  {
    // Marks the components the site does not render pure, so the bundler leaves them out.
    patch: 'router-tree-shaking',
    file: 'lib/dom/lib.js',
    needles: [
      'const Link = React$1.forwardRef(',
      'const NavLink = React$1.forwardRef(',
      'const Form = React$1.forwardRef(',
    ],
  },
  {
    // Reads the inline scripts `<Scripts>` writes and moves them into the page's data block.
    patch: 'deferHydration (page-html.ts)',
    file: 'lib/dom/ssr/components.js',
    needles: [
      'window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream(',
      'import ${JSON.stringify(manifest.url)}',
      'return `import * as ${routeVarName} from ${JSON.stringify(module)};`',
      'window.__reactRouterRouteModules = {${matches.map((match, index) => `${JSON.stringify(match.route.id)}:route${index}`)',
      'import(${JSON.stringify(manifest.entry.module)});',
      'type: "module",',
      'async: true',
    ],
  },
  {
    // Reads the router state's chunks from the scripts that stream them.
    patch: 'deferHydration (page-html.ts)',
    file: 'lib/dom/ssr/single-fetch.js',
    needles: [
      '`window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(value))});`',
      '`window.__reactRouterContext.streamController.close();`',
    ],
  },
  {
    // Sets up the context, the manifest and the route modules as the inline scripts would have.
    patch: 'hydration-gate',
    file: 'lib/dom-export/hydrated-router.js',
    needles: [
      'window.__reactRouterContext && window.__reactRouterManifest && window.__reactRouterRouteModules',
      'let stream = ssrInfo.context.stream;',
    ],
  },
  {
    // Retries the first render once the state has decoded, and creates the router ahead of it.
    patch: 'entry.client',
    file: 'lib/dom-export/hydrated-router.js',
    needles: [
      'if (!ssrInfo.stateDecodingPromise.value) throw ssrInfo.stateDecodingPromise;',
      'let router = null;',
      'function HydratedRouter(props) {',
    ],
  },
  {
    // Preact has no `useOptimistic`: preact/react.ts hands back the state it is given.
    patch: 'preact/react.ts',
    file: 'lib/components.js',
    needles: ['let [state, setOptimisticState] = useOptimistic(_state);'],
  },
];

/** A React Router production module's path from its package's `dist/production` folder. */
const productionModule = /[\\/]react-router[\\/]dist[\\/]production[\\/](.+\.js)$/;

/** The path of one of React Router's production modules inside `dist/production`, if it is one. */
export function routerModuleFile(id: string): string | undefined {
  return productionModule.exec(id)?.[1]?.replace(/\\/g, '/');
}

/** The version of the React Router whose module `id` is, from the package's own package.json. */
export function routerVersion(id: string): string {
  const root = id.slice(0, id.search(/[\\/]dist[\\/]production[\\/]/));
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
    version: string;
  };
  return version;
}

/** The message a patch stops the build with when the library's code has changed under it. */
export function outdatedPatch(patch: string, version: string, file: string, missing: string) {
  return new Error(
    `${patch}: react-router ${version}'s \`dist/production/${file}\` no longer contains \`${missing}\`; the patch needs updating`,
  );
}

/**
 * Throws, naming the patch, if the module `file` of React Router `version` lacks any text a patch
 * relies on; `patch` narrows the check to one patch's reliances.
 */
export function checkRouterModule(
  code: string,
  file: string,
  version: string,
  patch?: string,
): void {
  for (const reliance of routerReliances) {
    if (reliance.file !== file || (patch && reliance.patch !== patch)) continue;
    const missing = reliance.needles.find((needle) => !code.includes(needle));
    if (missing !== undefined) throw outdatedPatch(reliance.patch, version, file, missing);
  }
}

/**
 * Checks React Router's modules against every reliance as the build reads them, and, once the
 * browser's build has read them all, that none is missing (a module moved or renamed would
 * otherwise never be checked). Only the build is checked; the development server loads the
 * router's development modules, which no patch touches.
 */
export function routerInternals(): Plugin {
  const seen = new Map<string, Set<string>>();
  let version = '';
  return {
    name: 'alento:router-internals',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = routerModuleFile(id);
      if (!file) return null;
      version ||= routerVersion(id);
      checkRouterModule(code, file, version);
      const environment = this.environment.name;
      seen.set(environment, (seen.get(environment) ?? new Set()).add(file));
      return null;
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return;
      const files = seen.get('client') ?? new Set<string>();
      for (const reliance of routerReliances) {
        if (files.has(reliance.file)) continue;
        throw new Error(
          `${reliance.patch}: react-router ${version || '(no production module read)'}'s \`dist/production/${reliance.file}\` is no longer in the browser's build; the patch needs updating`,
        );
      }
    },
  };
}
