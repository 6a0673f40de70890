import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

// The marks stand under their heading at every width: beside it, they would move down the
// moment a page whose HTML arrives in pieces brought the meaning that no longer fits the line.
export const legend = style({
  display: 'grid',
  gap: vars.space.small,
});

export const legendHeading = style({
  margin: 0,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  margin: 0,
});

export const legendEntry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const legendMeaning = style({ margin: 0 });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25em',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.6',
  letterSpacing: '0.04em',
});

export const dishes = style({
  display: 'grid',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xxlarge },
  },
});

export const dish = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const dishHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});

export const dishName = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.display,
  lineHeight: vars.lineHeight.heading,
});

export const marks = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const price = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  margin: 0,
  maxWidth: vars.layout.proseWidth,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const allergy = style({
  margin: 0,
  marginBlockEnd: vars.space.large,
  maxWidth: vars.layout.proseWidth,
  lineHeight: vars.lineHeight.body,
});
