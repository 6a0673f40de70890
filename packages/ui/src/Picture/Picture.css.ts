import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

// A focal point comes from the picture's data: the part sets `object-position` in a style
// attribute; without one the picture crops around its middle.
const base = {
  display: 'block',
  maxWidth: '100%',
  // A quiet tone while the file loads, in the theme's colours.
  backgroundColor: vars.color.surfaceMuted,
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
