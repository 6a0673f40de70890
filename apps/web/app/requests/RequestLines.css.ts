import { style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

export const lines = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const line = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  '@media': { [mq.medium]: { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr' } },
});

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
