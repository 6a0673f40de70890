import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
  selectors: {
    '&[data-layout="row"]': {
      '@media': {
        [mq.large]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
      },
    },
  },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  alignItems: 'start',
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'lining-nums',
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall });

export const title = style({ fontSize: vars.fontSize.h4 });

export const text = style({
  color: vars.color.textMuted,
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverseMuted } },
});
