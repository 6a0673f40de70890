import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routerTreeShaking, withoutUnusedRouterCode } from './router-tree-shaking.ts';

/** The path of the installed router's production module that defines its DOM components. */
function installedRouterModulePath(): string {
  const entry = fileURLToPath(import.meta.resolve('react-router'));
  const dist = entry.slice(0, entry.lastIndexOf('/dist/') + '/dist/'.length);
  return `${dist}production/lib/dom/lib.js`;
}

function installedRouterModule(): string {
  return readFileSync(installedRouterModulePath(), 'utf8');
}

describe('withoutUnusedRouterCode', () => {
  it('marks a component made by forwardRef pure and drops the names set on components', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {});',
      'Link.displayName = "Link";',
      'function ScrollRestoration() {}',
      'ScrollRestoration.displayName = "ScrollRestoration";',
    ].join('\n');
    expect(withoutUnusedRouterCode(code)).toBe(
      [
        'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {});',
        '',
        'function ScrollRestoration() {}',
        '',
      ].join('\n'),
    );
  });

  it('finds the installed router’s Link, NavLink and Form, and keeps its lines where they were', () => {
    // A new version of React Router written another way fails here, not silently in the bundle.
    const code = installedRouterModule();
    const shaken = withoutUnusedRouterCode(code);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(shaken).toContain(`const ${name} = /* @__PURE__ */ React$1.forwardRef(`);
      expect(shaken).not.toMatch(new RegExp(`^${name}\\.displayName =`, 'm'));
    }
    expect(shaken.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('stops the build, naming itself, when the router’s components are written another way', () => {
    const transform = routerTreeShaking().transform as (code: string, id: string) => unknown;
    const changed = 'const Link = forwardRef(function LinkWithRef(props, ref) {});';
    expect(() => transform.call({}, changed, installedRouterModulePath())).toThrow(
      /^router-tree-shaking: react-router \d+\.\d+\.\d+'s `dist\/production\/lib\/dom\/lib\.js` no longer contains `const Link = React\$1\.forwardRef\(`; the patch needs updating$/,
    );
    expect(transform.call({}, installedRouterModule(), installedRouterModulePath())).toMatchObject({
      code: expect.stringContaining('const Link = /* @__PURE__ */ React$1.forwardRef(') as string,
    });
  });
});
