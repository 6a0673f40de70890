import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const footer = style({
  background: vars.color.inverse,
  color: vars.color.onInverse,
  marginTop: vars.space.section,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  display: 'grid',
  gap: vars.space.xlarge,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBottom: vars.space.xlarge,
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.onInverse} 20%, transparent)`,
});

export const heroHeading = style({ fontSize: vars.fontSize.h2, maxWidth: '20ch' });

export const heroTagline = style({
  color: vars.color.onInverseMuted,
  fontSize: vars.fontSize.large,
  maxWidth: vars.layout.proseWidth,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  selectors: {
    '&[data-columns="3"]': {
      '@media': { [mq.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
    '&[data-columns="4"]': {
      '@media': { [mq.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
});

export const column = style({
  display: 'grid',
  // A column is as wide as the footer's grid gives it, whatever its content would like.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.small,
});

export const columnHeading = style({
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.eyebrow,
  textTransform: 'uppercase',
  color: vars.color.onInverseMuted,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.targetSize.minimum,
  color: vars.color.onInverse,
  textDecorationLine: 'underline',
  textDecorationColor: `color-mix(in srgb, ${vars.color.onInverse} 40%, transparent)`,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

/** The row of links under the columns: short names side by side, wrapping on a phone. */
export const row = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

/** A row link is a whole target even when its name is as short as "FAQ". */
export const rowLink = style([
  link,
  { minInlineSize: vars.targetSize.minimum, justifyContent: 'center' },
]);

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.onInverse} 20%, transparent)`,
  color: vars.color.onInverseMuted,
  fontSize: vars.fontSize.small,
});
