import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const form = style({ display: 'grid', gap: vars.space.medium });
