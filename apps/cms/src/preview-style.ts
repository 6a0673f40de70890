import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// The tokens alone: the theme's barrel builds vanilla-extract's contract, which needs its compiler.
import { alentoTokens } from '../../../packages/ui/src/themes/alento.tokens.ts';
import type { ThemeTokens } from '../../../packages/ui/src/themes/tokens.ts';

/**
 * The preview's stylesheet, written from the site's theme (`@alento/ui`) when the editor starts:
 * the site's colours, faces, type scale and spacing, on the plain elements the preview draws. It
 * is generated rather than copied so that a change of the theme reaches the preview with it.
 */

/** The site's two faces, from the packages the site itself serves them from. */
const fromUi = createRequire(fileURLToPath(new URL('../../../packages/ui/', import.meta.url)));
export const previewFonts: Readonly<Record<string, string>> = {
  'display.woff2': fromUi.resolve(
    '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  ),
  'text.woff2': fromUi.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
};

/** The first family of a font stack: `'Fraunces Variable', Georgia, serif` → `Fraunces Variable`. */
const familyOf = (stack: string) => (stack.split(',')[0] ?? stack).trim().replace(/^'|'$/g, '');

/** The stylesheet, with its fonts at `fontBase` (the editor's own server). */
export function previewCss(tokens: ThemeTokens = alentoTokens, fontBase = 'fonts/'): string {
  const { color, font, fontSize, fontWeight, lineHeight, letterSpacing, space, radius } = tokens;
  const face = (stack: string, file: string) => `@font-face {
  font-family: '${familyOf(stack)}';
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url('${fontBase}${file}') format('woff2-variations');
}`;
  return `/* The site's look for the editor's preview, written from the ${tokens.name} theme. */
${face(font.display, 'display.woff2')}
${face(font.text, 'text.woff2')}
:root {
  color-scheme: light;
  background: ${color.canvas};
  color: ${color.text};
  font-family: ${font.text};
  font-size: 100%;
  line-height: ${lineHeight.body};
}
body {
  margin: 0;
  padding: ${space.large} ${space.gutter} ${space.xxlarge};
  font-size: ${fontSize.standard};
  overflow-wrap: break-word;
}
main { max-width: ${tokens.layout.proseWidth}; margin: 0 auto; }
h1, h2, h3, h4, h5, h6 {
  font-family: ${font.display};
  font-weight: ${fontWeight.display};
  line-height: ${lineHeight.heading};
  letter-spacing: ${letterSpacing.heading};
  margin: ${space.xlarge} 0 ${space.small};
}
h1 { font-size: ${fontSize.h1}; margin-top: ${space.large}; }
h2 { font-size: ${fontSize.h2}; }
h3 { font-size: ${fontSize.h3}; }
h4, h5, h6 { font-size: ${fontSize.h4}; }
p, ul, ol, dl, figure { margin: 0 0 ${space.medium}; }
ul, ol { padding-left: ${space.large}; }
li + li { margin-top: ${space.xxsmall}; }
a { color: ${color.brand}; text-underline-offset: 0.15em; }
a:hover { color: ${color.brandHover}; }
a:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; border-radius: ${radius.small}; }
strong { font-weight: ${fontWeight.strong}; }
dt { font-size: ${fontSize.small}; color: ${color.textMuted}; }
dd { margin: 0 0 ${space.small}; }
img { display: block; max-width: 100%; height: auto; border-radius: ${radius.medium}; }
figcaption { font-size: ${fontSize.small}; color: ${color.textMuted}; margin-top: ${space.xsmall}; }
section { margin: 0 0 ${space.xlarge}; }
article {
  border-top: 1px solid ${color.border};
  padding: ${space.medium} 0 ${space.xsmall};
}
section > :first-child, article > :first-child { margin-top: 0; }
article > :is(h2, h3, h4, h5, h6):first-child { margin-top: 0; }
.eyebrow {
  font-size: ${fontSize.xsmall};
  letter-spacing: ${letterSpacing.eyebrow};
  text-transform: uppercase;
  color: ${color.textMuted};
  margin: 0 0 ${space.xxsmall};
}
.field-label {
  font-size: ${fontSize.xsmall};
  color: ${color.textMuted};
  border-top: 1px dashed ${color.border};
  padding-top: ${space.xxsmall};
  margin: ${space.large} 0 ${space.xsmall};
}
.action {
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.targetSize.standard};
  padding: 0 ${space.large};
  border-radius: ${radius.full};
  background: ${color.brand};
  color: ${color.onBrand};
  font-weight: ${fontWeight.medium};
  text-decoration: none;
}
.action:hover { background: ${color.brandHover}; color: ${color.onBrand}; }
.action .muted { color: inherit; }
.price { font-family: ${font.display}; font-size: ${fontSize.h3}; color: ${color.accent}; }
.muted { color: ${color.textMuted}; font-size: ${fontSize.small}; }
.placeholder {
  background: ${color.surfaceMuted};
  border-radius: ${radius.small};
  padding: 0 ${space.xxsmall};
}
.shown-on {
  background: ${color.inverse};
  color: ${color.onInverse};
  border-radius: ${radius.medium};
  padding: ${space.small} ${space.medium};
  margin: 0 0 ${space.large};
  font-size: ${fontSize.small};
}
.shown-on a { color: ${color.onInverse}; display: inline-block; min-height: 24px; }
.shown-on a:focus-visible { outline-color: ${color.onInverse}; }
.shown-on p { margin: 0 0 ${space.xsmall}; }
.shown-on p:last-child { margin: 0; }
.shown-on .muted { color: ${color.onInverseMuted}; }
.prices { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: ${space.small}; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;
}
