/**
 * The Alento mark, as the paths the browser draws. The symbol is a sun rising over two rolling
 * hills inside a ring: the Alentejo at first light. The wordmark is ALENTO in open, letter-spaced
 * capitals drawn as strokes, so it is identical in the header, the favicon and the sharing image
 * without shipping a font.
 */

/** Symbol geometry in a 48×48 box. */
export const symbolPaths = {
  ring: 'M24 2.5a21.5 21.5 0 1 1 0 43a21.5 21.5 0 1 1 0-43Z',
  sun: 'M24 12a7 7 0 1 1 0 14a7 7 0 1 1 0-14Z',
  farHill: 'M4.6 30.5C10 25.6 16.5 24.8 24 28.2C30.8 31.3 37.5 30 43.6 25.8',
  nearHill: 'M6.8 36.8C13 33.2 19.5 33.4 25.5 35.8C31.2 38 36.6 37.4 41.6 34',
} as const;

/** Wordmark strokes: ALENTO, cap height 40, in a 226×40 box. */
export const wordmarkPaths = [
  'M0 40L13 0L26 40M5.2 26H20.8',
  'M40 0V40H60',
  'M94 0H74V40H94M74 20H90',
  'M108 40V0L134 40V0',
  'M148 0H172M160 0V40',
  'M205 0a19 20 0 1 1 0 40a19 20 0 1 1 0-40Z',
] as const;

export const wordmarkBox = { width: 226, height: 40, stroke: 3 } as const;
