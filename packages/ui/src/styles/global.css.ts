import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

/* A small modern reset: predictable boxes, media that never overflows, inherited form fonts. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: vars.layout.headerHeight,
  colorScheme: 'light',
});
globalStyle('body', {
  minHeight: '100dvh',
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  fontWeight: vars.fontWeight.regular,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6, li, dd, figcaption', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.display,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  textWrap: 'balance',
});
globalStyle('p', { textWrap: 'pretty' });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('a', { color: 'inherit' });

/* The outline goes only where a focus ring replaces it; every focusable part shows this ring. */
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.small,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { background: vars.color.brand, color: vars.color.onBrand });

globalStyle('html', {
  '@media': {
    ['(prefers-reduced-motion: no-preference)']: { scrollBehavior: 'smooth' },
  },
});

/* People who ask for less motion get none: transitions and animations end at once. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [mq.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
