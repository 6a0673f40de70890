import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const list = style({
  display: 'grid',
  listStyle: 'none',
  padding: 0,
  selectors: {
    '&[data-variant="icons"]': {
      gap: vars.space.xlarge,
      '@media': {
        [mq.medium]: { gridTemplateColumns: 'repeat(min(var(--feature-columns, 2), 2), 1fr)' },
        [mq.large]: { gridTemplateColumns: 'repeat(var(--feature-columns, 3), minmax(0, 1fr))' },
      },
    },
    '&[data-variant="bullets"]': { gap: vars.space.xsmall },
    '&[data-columns="1"]': { vars: { '--feature-columns': '1' } },
    '&[data-columns="2"]': { vars: { '--feature-columns': '2' } },
    '&[data-columns="3"]': { vars: { '--feature-columns': '3' } },
    '&[data-columns="4"]': { vars: { '--feature-columns': '4' } },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  alignItems: 'start',
  selectors: {
    '[data-variant="bullets"] > &': { columnGap: vars.space.small },
  },
});

export const iconBox = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.brand,
  selectors: {
    '[data-tone="inverse"] &': { background: 'transparent', color: vars.color.onInverse },
  },
});

export const bullet = style({
  color: vars.color.brand,
  // Sits on the first line of text, whatever its size.
  marginTop: '0.3em',
  selectors: { '[data-tone="inverse"] &': { color: vars.color.onInverse } },
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall });

// Four columns leave a title little room: a long word breaks rather than leave its column.
export const title = style({ fontSize: vars.fontSize.h4, overflowWrap: 'anywhere' });

export const description = style({
  color: vars.color.textMuted,
  selectors: {
    '[data-variant="bullets"] &': { color: 'inherit' },
    '[data-tone="inverse"] &': { color: vars.color.onInverseMuted },
  },
});
