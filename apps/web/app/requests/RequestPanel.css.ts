import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const price = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  color: vars.color.text,
});

export const otherPrices = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  display: 'grid',
  gap: vars.space.xxsmall,
  color: vars.color.text,
});
