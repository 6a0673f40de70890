import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const sent = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSurface,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.positive}`,
});

export const sentText = style({ margin: 0 });
