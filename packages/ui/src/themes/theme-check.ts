import { contrastRatio } from './contrast.ts';
import { toneNames } from './tokens.ts';
import type { ThemeTokens } from './tokens.ts';

/** Body text needs 4.5:1 (WCAG 1.4.3); focus rings and accents that carry meaning 3:1 (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

/** A pair of colours the parts put on each other, and the contrast WCAG AA asks of it. */
export type ColourPair = readonly [
  label: string,
  foreground: string,
  background: string,
  minimum: number,
];

/** Every text and background pair the parts use, in a theme's colours. */
export function colourPairs(tokens: ThemeTokens): ColourPair[] {
  const c = tokens.color;
  const pairs: ColourPair[] = [];
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
export function targetPixels(length: string): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(length);
  if (!match) throw new Error(`A target size must be in px or rem, not ${length}`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

/**
 * What keeps a theme from meeting WCAG 2.2 AA with the parts: every colour pair under its
 * contrast, every target step under 24 px (2.5.8) or out of order, every named tone left out.
 * An empty list means the theme passes. A property runs it in its tests, as this package does
 * for its own themes, so a colour change that fails a guest fails the build.
 */
export function themeProblems(tokens: ThemeTokens): string[] {
  const problems: string[] = [];
  for (const name of toneNames) {
    if (!(name in tokens.tone)) problems.push(`tone ${name} is missing`);
  }
  if (problems.length > 0) return problems;
  for (const [label, foreground, background, minimum] of colourPairs(tokens)) {
    let ratio: number;
    try {
      ratio = contrastRatio(foreground, background);
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
      continue;
    }
    if (ratio < minimum)
      problems.push(
        `${label}: ${foreground} on ${background} is ${ratio.toFixed(2)}:1, under ${minimum}:1`,
      );
  }
  const sizes: number[] = [];
  for (const [step, size] of Object.entries(tokens.targetSize)) {
    let pixels: number;
    try {
      pixels = targetPixels(size);
    } catch (error) {
      problems.push(`targetSize.${step}: ${(error as Error).message}`);
      continue;
    }
    sizes.push(pixels);
    if (pixels < 24) problems.push(`targetSize.${step} is ${pixels} px, under 24 px`);
  }
  if (sizes.some((size, index) => index > 0 && size < (sizes[index - 1] ?? 0)))
    problems.push('targetSize lists its steps out of order: smallest first');
  return problems;
}
