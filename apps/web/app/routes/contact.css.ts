import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const details = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const detail = style({ display: 'grid', gap: vars.space.xxsmall });

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const address = style({ fontStyle: 'normal' });
