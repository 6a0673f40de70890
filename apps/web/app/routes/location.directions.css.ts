import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const time = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const steps = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: '1.25em',
  maxWidth: vars.layout.proseWidth,
  lineHeight: vars.lineHeight.body,
});

export const addressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.large,
  columnGap: vars.space.xxlarge,
});

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
});

export const addressName = style({ fontWeight: vars.fontWeight.medium });
