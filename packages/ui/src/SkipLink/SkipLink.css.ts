import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  insetInlineStart: vars.space.medium,
  top: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
