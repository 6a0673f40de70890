// The font files the global styles use, as URLs the bundler fingerprints. `role` lets an app
// preload only the display face: with `font-display: optional` a text face that is not in time
// is simply not used for that page, so preloading it would only take bandwidth from the hero.
import displayFont from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import textFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const fontFiles = [
  { role: 'display', href: displayFont, type: 'font/woff2' },
  { role: 'text', href: textFont, type: 'font/woff2' },
] as const;
