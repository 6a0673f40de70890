import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const label = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
});

export const item = style({ display: 'grid', gap: 2 });

export const term = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const detail = style({ margin: 0 });

export const disclosure = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&[open]': {
      paddingBlockEnd: vars.space.xsmall,
    },
  },
});

/** The line that opens the notes: a 24 px target at least, with a plus that becomes a minus. */
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.targetSize.minimum,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': {
      content: '"+"',
      display: 'inline-block',
      width: '1em',
      textAlign: 'center',
      color: vars.color.textMuted,
    },
    [`${disclosure}[open] > &::before`]: { content: '"−"' },
  },
});

/** Underlined like a link, since it acts like one; the plus and minus beside it stay plain. */
export const summaryText = style({
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { [`${summary}:hover &`]: { textDecorationThickness: '2px' } },
});

globalStyle(`${disclosure}[open] > ${list}`, {
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border}`,
});
