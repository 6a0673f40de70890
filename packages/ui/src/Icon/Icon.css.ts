import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  // Forced-colours mode repaints currentColor, so icons stay visible there too.
  stroke: 'currentColor',
});

export const size = styleVariants({
  small: { width: vars.iconSize.small, height: vars.iconSize.small },
  standard: { width: vars.iconSize.standard, height: vars.iconSize.standard },
  large: { width: vars.iconSize.large, height: vars.iconSize.large },
  xlarge: { width: vars.iconSize.xlarge, height: vars.iconSize.xlarge },
  inherit: { width: '1em', height: '1em' },
});

export const tone = styleVariants(vars.tone, (swatch) => ({ color: swatch.text }));
