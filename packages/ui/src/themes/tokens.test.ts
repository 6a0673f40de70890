import { describe, expect, it } from 'vitest';
import { alentoTokens } from './alento.tokens.ts';
import { coastalTokens } from './coastal.tokens.ts';
import { contrastRatio } from './contrast.ts';
import { colourPairs, targetPixels as pixels, themeProblems } from './theme-check.ts';
import { toneNames } from './tokens.ts';

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
  it.each(colourPairs(tokens))('%s meets WCAG AA', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('fills every named tone', () => {
    expect(Object.keys(tokens.tone).sort()).toEqual([...toneNames].sort());
  });

  it('has no problem a property would be told of', () => {
    expect(themeProblems(tokens)).toEqual([]);
  });
});

describe('themeProblems', () => {
  it('names each pair under its contrast and each target under 24 px', () => {
    const faded = {
      ...alentoTokens,
      color: { ...alentoTokens.color, textMuted: '#bbbbbb' },
      targetSize: { ...alentoTokens.targetSize, minimum: '20px' },
    };
    const problems = themeProblems(faded);
    expect(problems).toContain(
      `textMuted on canvas: #bbbbbb on ${alentoTokens.color.canvas} is ${contrastRatio('#bbbbbb', alentoTokens.color.canvas).toFixed(2)}:1, under 4.5:1`,
    );
    expect(problems).toContain('targetSize.minimum is 20 px, under 24 px');
  });

  it('says when a colour cannot be judged or a tone is missing', () => {
    const { sage: _sage, ...tones } = alentoTokens.tone;
    expect(themeProblems({ ...alentoTokens, tone: tones as typeof alentoTokens.tone })).toEqual([
      'tone sage is missing',
    ]);
    const translucent = { ...alentoTokens, color: { ...alentoTokens.color, focus: 'rgb(0 0 0)' } };
    expect(themeProblems(translucent)[0]).toMatch(/^focus ring on canvas: Not an opaque hex/);
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
