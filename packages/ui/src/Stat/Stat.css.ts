import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const value = style({
  order: -1,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.display,
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.brand,
  fontVariantNumeric: 'lining-nums tabular-nums',
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverse } },
});

export const label = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
});

export const detail = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverseMuted } },
});

export const strip = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [mq.large]: { gridTemplateColumns: 'repeat(var(--stat-count, 4), minmax(0, 1fr))' },
  },
  selectors: {
    '&[data-tone="inverse"]': {
      color: vars.color.onInverse,
      background: vars.color.inverse,
      padding: vars.space.xlarge,
      borderRadius: vars.radius.large,
    },
  },
});

export const stripItem = style({
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

// A strip shows up to six figures: a rule per count, picked by a data attribute like any option.
for (const count of [1, 2, 3, 4, 5, 6]) {
  globalStyle(`${strip}[data-count="${count}"]`, { vars: { '--stat-count': `${count}` } });
}
