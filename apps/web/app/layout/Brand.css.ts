import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

// On the narrowest phones the header also holds Book Now and the menu toggle: the mark gives way.
const narrow = 'screen and (max-width: 479px)';
const narrowest = 'screen and (max-width: 379px)';

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  lineHeight: 1,
  '@media': {
    [narrow]: { gap: vars.space.xsmall },
    [narrowest]: { gap: vars.space.xxsmall },
  },
} as const;

export const brand = styleVariants({
  default: { ...base, color: vars.color.brand },
  inverse: { ...base, color: vars.color.onInverse },
});

export const symbol = style({
  display: 'block',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  '@media': {
    [narrow]: { width: '2rem', height: '2rem' },
    [narrowest]: { width: '1.75rem', height: '1.75rem' },
  },
});

export const wordmark = style({
  display: 'block',
  width: 'auto',
  height: '1.375rem',
  '@media': { [narrow]: { height: '1rem' } },
});

// The sun keeps the resort's warm accent on either background.
export const sun = style({ fill: vars.color.accent });
