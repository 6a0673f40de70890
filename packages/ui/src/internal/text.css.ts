import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** The small uppercase line above a heading, shared so every part's eyebrow matches. */
export const eyebrow = style({
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.eyebrow,
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.heading,
});
