import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '&[data-align="center"]': { justifyContent: 'center' } },
});
