import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const metaLabel = style({ fontWeight: vars.fontWeight.medium });
