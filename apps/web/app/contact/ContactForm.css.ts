import { style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });
