import { describe, expect, it } from 'vitest';
import { alentoTokens } from './alento.tokens.ts';
import { coastalTokens } from './coastal.tokens.ts';
import { contrastRatio } from './contrast.ts';
import { toneNames } from './tokens.ts';
import type { ThemeTokens } from './tokens.ts';

/** Body text needs 4.5:1 (WCAG 1.4.3); focus rings and borders that carry meaning 3:1 (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

type Pair = readonly [label: string, foreground: string, background: string, minimum: number];

function pairsOf(tokens: ThemeTokens): Pair[] {
  const c = tokens.color;
  const pairs: Pair[] = [];
  for (const [bgName, bg] of [
    ['canvas', c.canvas],
    ['surface', c.surface],
    ['surfaceMuted', c.surfaceMuted],
  ] as const) {
    pairs.push([`text on ${bgName}`, c.text, bg, TEXT]);
    pairs.push([`textMuted on ${bgName}`, c.textMuted, bg, TEXT]);
    pairs.push([`brand (links) on ${bgName}`, c.brand, bg, TEXT]);
    pairs.push([`focus ring on ${bgName}`, c.focus, bg, NON_TEXT]);
  }
  pairs.push(
    ['onBrand on brand', c.onBrand, c.brand, TEXT],
    ['onBrand on brandHover', c.onBrand, c.brandHover, TEXT],
    ['onAccent on accent', c.onAccent, c.accent, TEXT],
    ['accent on canvas', c.accent, c.canvas, TEXT],
    ['onInverse on inverse', c.onInverse, c.inverse, TEXT],
    ['onInverseMuted on inverse', c.onInverseMuted, c.inverse, TEXT],
    ['critical on canvas', c.critical, c.canvas, TEXT],
    ['critical on surface', c.critical, c.surface, TEXT],
    ['critical on criticalSurface', c.critical, c.criticalSurface, TEXT],
    ['positive on canvas', c.positive, c.canvas, TEXT],
    ['positive on positiveSurface', c.positive, c.positiveSurface, TEXT],
    ['neutral on canvas', c.neutral, c.canvas, TEXT],
    ['neutral on surface', c.neutral, c.surface, TEXT],
  );
  for (const name of toneNames) {
    const t = tokens.tone[name];
    pairs.push(
      [`tone ${name}: onSolid on solid`, t.onSolid, t.solid, TEXT],
      [`tone ${name}: text on surface`, t.text, t.surface, TEXT],
      [`tone ${name}: text on canvas`, t.text, c.canvas, TEXT],
      [`tone ${name}: text on surface colour`, t.text, c.surface, TEXT],
      [`tone ${name}: body text on tone surface`, c.text, t.surface, TEXT],
      [`tone ${name}: solid accent on canvas`, t.solid, c.canvas, NON_TEXT],
      [`tone ${name}: solid accent on surface`, t.solid, c.surface, NON_TEXT],
    );
  }
  return pairs;
}

/** A CSS length in pixels: targets are written in px or rem (16 px each). */
function pixels(length: string): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(length);
  if (!match) throw new Error(`A target size must be in px or rem, not ${length}`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

describe.each([alentoTokens, coastalTokens])('$name theme targets', (tokens) => {
  // WCAG 2.5.8 (Target Size, Minimum): 24 by 24 CSS pixels for anything a person presses.
  it.each(Object.entries(tokens.targetSize))('%s is at least 24 px', (_step, size) => {
    expect(pixels(size)).toBeGreaterThanOrEqual(24);
  });

  it('lists its steps from the smallest to the largest', () => {
    const sizes = Object.values(tokens.targetSize).map(pixels);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });
});

describe('target sizes in pixels', () => {
  it('reads px and rem, and refuses lengths it cannot judge', () => {
    expect(pixels('44px')).toBe(44);
    expect(pixels('2.75rem')).toBe(44);
    expect(() => pixels('3em')).toThrow(/px or rem/);
  });
});

describe.each([alentoTokens, coastalTokens])('$name theme colours', (tokens) => {
  it.each(pairsOf(tokens))('%s meets WCAG AA', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('fills every named tone', () => {
    expect(Object.keys(tokens.tone).sort()).toEqual([...toneNames].sort());
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(
      contrastRatio('#767676', '#ffffff'),
      10,
    );
  });

  it('refuses colours it cannot judge', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/opaque hex/);
  });
});
