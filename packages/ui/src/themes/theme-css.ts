import { vars } from './contract.css.ts';
import { tokensToVars } from './tokens.ts';
import type { ThemeTokens } from './tokens.ts';

type Tree = { readonly [key: string]: string | Tree };

/** `var(--x)` → `--x`: the contract holds each variable as the value that reads it. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

/**
 * A theme as a stylesheet: one rule that fills every variable of the contract with the tokens'
 * values, on `selector` (`:root` by default, or a class such as `.dune` to theme one subtree).
 * It is what the package's own theme classes compile to, written at run time, so a property
 * themes the parts with its own tokens without a CSS-in-JS compiler: it writes the text to a
 * stylesheet of its own at build time (a file, or a bundler's virtual module), never into an
 * inline `<style>` that a strict CSP would refuse.
 */
export function themeCss(tokens: ThemeTokens, selector = ':root'): string {
  const lines: string[] = [];
  const walk = (contract: Tree, values: Tree, path: string) => {
    for (const [key, reference] of Object.entries(contract)) {
      const value = values[key];
      const name = path ? `${path}.${key}` : key;
      if (typeof reference === 'string') {
        if (typeof value !== 'string') throw new Error(`The theme ${tokens.name} lacks ${name}`);
        lines.push(`  ${propertyOf(reference)}: ${value};`);
      } else {
        if (typeof value !== 'object') throw new Error(`The theme ${tokens.name} lacks ${name}`);
        walk(reference, value, name);
      }
    }
  };
  walk(vars as unknown as Tree, tokensToVars(tokens) as unknown as Tree, '');
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}
