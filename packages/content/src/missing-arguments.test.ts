import { describe, expect, it } from 'vitest';
// The package's functions that take a locale, a configuration or figures, called as a newcomer
// calls them, with that argument left out: each has a default that is right without it.
import {
  canonicalUrl,
  copyrightLine,
  fillProse,
  formatDate,
  formatEuros,
  proseText,
  routeFor,
  siteConfig,
} from './index.ts';
import type { Prose } from './index.ts';

const plain: Prose = [
  { type: 'paragraph', children: [{ type: 'text', value: 'Robes are ours.' }] },
];
const withFigure: Prose = [
  { type: 'paragraph', children: [{ type: 'text', value: 'Up to {max} guests.' }] },
];

describe('a public function called without its optional argument', () => {
  it('fillProse needs no figures for prose without placeholders', () => {
    expect(proseText(fillProse(plain))).toBe('Robes are ours.');
  });

  it('fillProse without figures names the placeholder it could not fill', () => {
    expect(() => fillProse(withFigure)).toThrow(/names \{max\}/);
    expect(proseText(fillProse(withFigure, { max: 8 }))).toBe('Up to 8 guests.');
  });

  it('formatEuros, formatDate and copyrightLine write English and the site’s own name', () => {
    expect(formatEuros(180)).toBe('€180');
    expect(formatDate('2026-12-01')).toBe('1 December 2026');
    expect(copyrightLine(2026)).toMatch(/^© 2026 Alento\./);
  });

  it('canonicalUrl names its missing origin and what to pass', () => {
    const route = routeFor('/spa');
    const call = () => (canonicalUrl as (...args: unknown[]) => string)(route);
    expect(call).toThrow(TypeError);
    expect(call).toThrow(
      /^canonicalUrl\(route, origin\): origin is missing — pass the site's origin with the page's language prefix/,
    );
    expect(canonicalUrl(route, siteConfig.origin)).toBe(`${siteConfig.origin}/spa`);
  });
});
