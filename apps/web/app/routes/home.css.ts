import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const metaLabel = style({ fontWeight: vars.fontWeight.medium });

export const split = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const splitText = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.layout.proseWidth,
});

export const splitMedia = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});
