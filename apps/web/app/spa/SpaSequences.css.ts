import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

/** A guided sequence's summary above its steps. */
export const sequence = style({ display: 'grid', gap: vars.space.medium });
