import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const price = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  color: vars.color.text,
});
