/** A message checked and shown word for word before it leaves: a request, or a contact message. */
import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const summary = style({ display: 'grid', gap: vars.space.medium });

export const heading = style({
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
