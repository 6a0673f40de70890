import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const figure = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.proseWidth,
  selectors: {
    '&[data-align="center"]': { marginInline: 'auto', textAlign: 'center', justifyItems: 'center' },
  },
});

export const quote = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.display,
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const avatar = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  flexShrink: 0,
});

export const author = style({ fontWeight: vars.fontWeight.strong, display: 'block' });

export const source = style({
  fontStyle: 'normal',
  color: vars.color.textMuted,
  display: 'block',
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverseMuted } },
});
