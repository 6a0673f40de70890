import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

/** A station card's eyebrow: the section's glyph beside its category. */
export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});
