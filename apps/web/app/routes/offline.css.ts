import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const page = style({
  maxWidth: vars.layout.proseWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  display: 'grid',
  gap: vars.space.medium,
});

export const heading = style({ fontSize: vars.fontSize.h1 });

export const message = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });

export const available = style({
  display: 'grid',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
});

export const availableHeading = style({ fontSize: vars.fontSize.h3 });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

// Each link a row a guest with wet hands can hit, well apart from the next.
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.targetSize.standard,
  fontSize: vars.fontSize.large,
});
