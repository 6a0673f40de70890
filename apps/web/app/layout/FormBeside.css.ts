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
  // A long unbroken value in a field must not widen the panel past its column.
  minWidth: 0,
});

export const aside = style({ display: 'grid', gap: vars.space.large });
