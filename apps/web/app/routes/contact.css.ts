import { style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mq.large]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const formPanel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const aside = style({ display: 'grid', gap: vars.space.large });

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
