import { existsSync } from 'node:fs';
import { mediaKeys } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { alentoTokens } from '../../../packages/ui/src/themes/alento.tokens.ts';
import { coastalTokens } from '../../../packages/ui/src/themes/coastal.tokens.ts';
import { previewFiles } from './preview-files.ts';
import { previewCss, previewFonts } from './preview-style.ts';

describe("the preview's stylesheet, written from the site's theme", () => {
  const css = previewCss();

  it("uses the theme's colours, faces, type scale and spacing", () => {
    for (const value of [
      alentoTokens.color.canvas,
      alentoTokens.color.text,
      alentoTokens.color.brand,
      alentoTokens.font.display,
      alentoTokens.font.text,
      alentoTokens.fontSize.h1,
      alentoTokens.fontSize.standard,
      alentoTokens.lineHeight.body,
      alentoTokens.space.gutter,
      alentoTokens.layout.proseWidth,
    ])
      expect(css).toContain(value);
    expect(css).toContain("font-family: 'Fraunces Variable'");
    expect(css).toContain("font-family: 'Inter Variable'");
  });

  it('follows the theme it is given', () => {
    const coastal = previewCss(coastalTokens);
    expect(coastal).toContain(coastalTokens.color.canvas);
    expect(coastal).not.toContain(`background: ${alentoTokens.color.canvas}`);
  });

  it("loads the fonts from the editor's own server, never another host", () => {
    expect(css).not.toMatch(/https?:|\/\//);
    expect([...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1])).toEqual([
      'fonts/display.woff2',
      'fonts/text.woff2',
    ]);
    for (const path of Object.values(previewFonts)) expect(existsSync(path)).toBe(true);
  });

  it('serves the stylesheet, the fonts, a picture for every media key and the formatter', () => {
    const files = previewFiles();
    expect(files.get('preview/style.css')?.body()).toBe(css);
    for (const key of mediaKeys) expect(files.has(`preview/art/${key}.svg`)).toBe(true);
    const formatter = String(files.get('preview/content/model/format.js')?.body());
    expect(formatter).toContain('export function formatEuros(');
    expect(formatter).toContain("from '../intl-formatters.js'");
    expect(files.has('preview/content/intl-formatters.js')).toBe(true);
    expect(formatter).not.toMatch(/:\s*number/);
  });
});
