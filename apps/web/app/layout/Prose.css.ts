import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const prose = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.layout.proseWidth,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  selectors: { '&[data-align="center"]': { marginInline: 'auto', textAlign: 'center' } },
});

/** A source or footnote: small, but in the band's own text colour so it keeps its contrast. */
export const note = style({
  maxWidth: vars.layout.proseWidth,
  marginBlockStart: vars.space.large,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid currentColor`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});
