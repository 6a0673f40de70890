import type { Plugin } from 'vite';
import { checkRouterModule, routerModuleFile, routerVersion } from './router-internals.ts';

/**
 * React Router's module with what stops the bundler from leaving its unused components out: a
 * component made by `forwardRef` is a call the bundler cannot know to be free of side effects,
 * and `Link.displayName = "Link"` writes to it; either keeps the component, and everything it
 * calls, in every page's scripts. The call is marked pure and the name, which only developer
 * tools read, is dropped.
 */
export function withoutUnusedRouterCode(code: string): string {
  return code
    .replace(/= React\$1\.forwardRef\(/g, '= /* @__PURE__ */ React$1.forwardRef(')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}

/**
 * Leaves React Router's unused components out of the browser's scripts. The site renders its
 * links itself (`app/lib/RouterLink.tsx`) and its forms are its own, so the router's `Link`,
 * `NavLink` and `Form`, with the hooks they alone call, would be code in every page's initial
 * JavaScript that nothing runs. Only the build is changed; the development server loads
 * the router's development modules as they are.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'alento:router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = routerModuleFile(id);
      if (!file) return null;
      // A router whose components are written another way would keep them all, silently.
      checkRouterModule(code, file, routerVersion(id), 'router-tree-shaking');
      return { code: withoutUnusedRouterCode(code), map: null };
    },
  };
}
