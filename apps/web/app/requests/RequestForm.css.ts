import { style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

export const form = style({ display: 'grid', gap: vars.space.large });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const group = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const groupHint = style({ margin: 0, color: vars.color.textMuted });

export const carried = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const carriedHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const lines = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const line = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  '@media': { [mq.medium]: { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr' } },
});

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const summary = style({ display: 'grid', gap: vars.space.medium });

export const summaryHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const message = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontFamily: 'inherit',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const messageLabel = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const note = style({ margin: 0, color: vars.color.textMuted });
