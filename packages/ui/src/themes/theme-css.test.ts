import { describe, expect, it } from 'vitest';
import { alentoTokens } from './alento.tokens.ts';
import { coastalTokens } from './coastal.tokens.ts';
import { vars } from './contract.css.ts';
import { themeCss } from './theme-css.ts';

const property = (reference: string) => reference.slice('var('.length, -1);

describe('themeCss', () => {
  it('fills every variable of the contract with the tokens, on the selector given', () => {
    const css = themeCss(coastalTokens, '.coastal');
    expect(css.startsWith('.coastal {\n')).toBe(true);
    expect(css).toContain(`  ${property(vars.color.canvas)}: ${coastalTokens.color.canvas};`);
    expect(css).toContain(`  ${property(vars.tone.sky.solid)}: ${coastalTokens.tone.sky.solid};`);
    expect(css).toContain(`  ${property(vars.font.display)}: ${coastalTokens.font.display};`);
    const declared = css.match(/^ {2}--[^:]+:/gm) ?? [];
    const leaves = JSON.stringify(vars).match(/var\(--/g) ?? [];
    expect(declared).toHaveLength(leaves.length);
  });

  it('themes the whole page by default', () => {
    expect(themeCss(alentoTokens).startsWith(':root {\n')).toBe(true);
  });

  it('names what a theme lacks', () => {
    const { motion: _motion, ...partial } = alentoTokens;
    expect(() => themeCss({ ...partial, name: 'partial' } as typeof alentoTokens)).toThrow(
      'The theme partial lacks motion',
    );
  });
});
