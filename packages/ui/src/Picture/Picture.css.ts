import { createVar, fallbackVar, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const focusX = createVar();
const focusY = createVar();

/**
 * Focal points snap to 5 % steps and are set by class, not by a style attribute: the site's
 * Content-Security-Policy (`style-src 'self'`) rejects inline styles in prerendered HTML.
 */
export const focalSteps = Array.from({ length: 21 }, (_, i) => i * 5);
export const focalX = styleVariants(
  Object.fromEntries(focalSteps.map((step) => [step, { vars: { [focusX]: `${step}%` } }])),
);
export const focalY = styleVariants(
  Object.fromEntries(focalSteps.map((step) => [step, { vars: { [focusY]: `${step}%` } }])),
);

const base = {
  display: 'block',
  maxWidth: '100%',
  // A quiet tone while the file loads, in the theme's colours.
  backgroundColor: vars.color.surfaceMuted,
  objectPosition: `${fallbackVar(focusX, '50%')} ${fallbackVar(focusY, '50%')}`,
} as const;

export const image = styleVariants({
  // Fills its frame (a card, a hero); the focal point stays in view when the frame crops.
  cover: { ...base, width: '100%', height: '100%', objectFit: 'cover' },
  // Scales with its container, keeping its own aspect ratio from width and height.
  natural: { ...base, width: '100%', height: 'auto' },
  // Shown whole inside its frame (maps, plans).
  contain: { ...base, width: '100%', height: '100%', objectFit: 'contain' },
});

export const picture = styleVariants({
  cover: { display: 'block', width: '100%', height: '100%' },
  natural: { display: 'block', width: '100%' },
  contain: { display: 'block', width: '100%', height: '100%' },
});
