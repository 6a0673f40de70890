import { globalStyle, style } from '@vanilla-extract/css';
import { whileArriving } from '../internal/whileArriving.ts';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const bar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  listStyle: 'none',
  '@media': { [mq.wide]: { maxWidth: `calc(${vars.layout.maxWidth} + 8rem)` } },
});

// The languages stand at the bar's end, so each one arriving would move those before it to the
// left: the list shows once the bar's markup is whole.
globalStyle(`${whileArriving(bar)} > ${list}`, { visibility: 'hidden' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.targetSize.compact,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
  },
});
