import { style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

/** Fields two to a row on wider screens, one under another on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });
