import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const split = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const text = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: vars.layout.proseWidth,
});

export const media = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.medium,
  selectors: {
    // The picture leads on alternate blocks, so a page of splits reads as a zig-zag.
    [`${split}[data-media="start"] > &`]: { '@media': { [mq.large]: { order: -1 } } },
  },
});
