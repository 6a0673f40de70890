import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

/** Scrolls sideways when the columns need more room than the screen has. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  padding: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// Narrow padding between columns on a phone, so three or four columns fit without scrolling.
const cellBase = {
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-nowrap]': { whiteSpace: 'nowrap' },
  },
  '@media': { [mq.medium]: { paddingInline: vars.space.small } },
} as const;

export const columnHeader = style({
  ...cellBase,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
});

export const row = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const rowHeader = style({
  ...cellBase,
  fontWeight: vars.fontWeight.medium,
});

/** Figures line up on their digits. */
export const cell = style({
  ...cellBase,
  fontVariantNumeric: 'tabular-nums',
});
