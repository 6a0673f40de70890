import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  marginBlockStart: vars.space.xlarge,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const subheading = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.display,
  lineHeight: vars.lineHeight.heading,
  marginBlockEnd: vars.space.large,
});

export const contact = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.large,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const response = style({
  color: vars.color.textMuted,
  maxWidth: vars.layout.proseWidth,
});
