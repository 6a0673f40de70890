// `@alento/ui/theme`: everything a property needs to write and check a theme of its own, and
// nothing that loads a stylesheet, so it runs in Node (a build script, a test, a bundler's
// config) as well as in the browser.
export { alentoTokens } from './themes/alento.tokens.ts';
export { coastalTokens } from './themes/coastal.tokens.ts';
export { vars } from './themes/contract.css.ts';
export { contrastRatio } from './themes/contrast.ts';
export { themeCss } from './themes/theme-css.ts';
export { colourPairs, themeProblems } from './themes/theme-check.ts';
export type { ColourPair } from './themes/theme-check.ts';
export { breakpoints, mq, toneNames } from './themes/tokens.ts';
export type { Breakpoint, ThemeTokens, Tone, ToneSwatch } from './themes/tokens.ts';
